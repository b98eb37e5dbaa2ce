import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { pino, type Logger, type LoggerOptions } from 'pino';

/** Removes the secret of reset links (/reset-password?token=...) from logged URLs. */
export function redactUrl(url: string): string {
  return url.replace(/([?&]token=)[^&]*/gi, '$1[redacted]');
}

/**
 * pino options: JSON lines in production (for log shippers), pino-pretty otherwise.
 * Authorization headers are never logged.
 */
export function loggerOptions(config: { nodeEnv: string; logLevel: string }): LoggerOptions {
  return {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    serializers: {
      req(request: { method: string; url: string; ip?: string }) {
        return { method: request.method, url: redactUrl(request.url), ip: request.ip };
      },
    },
    ...(config.nodeEnv === 'production'
      ? {}
      : {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname', singleLine: true },
          },
        }),
  };
}

/**
 * The process's one logger, made before anything is opened: the database pool, the job queue
 * (pg-boss's errors and warnings) and Fastify (as its `loggerInstance`) all write through it, so
 * every line is structured, also the ones of a PostgreSQL restart.
 */
export function createLogger(config: { nodeEnv: string; logLevel: string }): Logger {
  return pino(loggerOptions(config));
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
