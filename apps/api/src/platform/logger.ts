import { createRequire } from 'node:module';
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { pino, type Logger, type LoggerOptions } from 'pino';
import type PinoPretty from 'pino-pretty';

/** Removes the secret of reset links (/reset-password?token=...) from logged URLs. */
export function redactUrl(url: string): string {
  return url.replace(/([?&]token=)[^&]*/gi, '$1[redacted]');
}

/** pino options; authorization headers and reset tokens are never logged. */
export function loggerOptions(config: { logLevel: string }): LoggerOptions {
  return {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    serializers: {
      req(request: { method: string; url: string; ip?: string }) {
        return { method: request.method, url: redactUrl(request.url), ip: request.ip };
      },
    },
  };
}

const requirePackage = createRequire(import.meta.url);

/**
 * pino-pretty as a stream in the server's own thread. As a pino `transport` it ran in a worker
 * thread: a second V8 isolate with its own heap and its own copy of pino-pretty, ~20 MB of an
 * idle `npm start` for pretty lines (decision 061). Loaded only outside production, and
 * synchronously (pino-pretty is CommonJS). Writes are synchronous too, so the last lines before
 * an exit are never lost; development logs are few.
 */
function prettyStream() {
  const pretty = requirePackage('pino-pretty') as typeof PinoPretty;
  return pretty({
    translateTime: 'HH:MM:ss',
    ignore: 'pid,hostname',
    singleLine: true,
    sync: true,
  });
}

/**
 * The process's one logger, made before anything is opened: the database pool, the job queue
 * (pg-boss's errors and warnings) and Fastify (as its `loggerInstance`) all write through it, so
 * every line is structured, also the ones of a PostgreSQL restart. JSON lines on stdout in
 * production (for log shippers), pino-pretty otherwise.
 */
export function createLogger(config: { nodeEnv: string; logLevel: string }): Logger {
  if (config.nodeEnv === 'production') return pino(loggerOptions(config));
  return pino(loggerOptions(config), prettyStream());
}

/** True for calls of the API; the rest (the SPA's files, icons, the service worker) are assets. */
export function isApiUrl(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/**
 * Fastify's request lines ('incoming request', 'request completed') for API calls only: a page
 * load fetches dozens of static files, each of which logged two INFO lines that buried the calls
 * worth reading. An asset that fails (an error, or a 5xx) is still logged.
 */
export class ApiRequestLogController extends LogController {
  override incomingRequest(
    request: FastifyRequest,
    reply: FastifyReply,
    metadata?: Record<string, unknown>,
  ): void {
    if (isApiUrl(request.url)) super.incomingRequest(request, reply, metadata);
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
    metadata?: Record<string, unknown>,
  ): void {
    if (isApiUrl(request.url) || error || reply.statusCode >= 500) {
      super.requestCompleted(error, request, reply, metadata);
    }
  }
}
