import type { FastifyServerOptions } from 'fastify';

/** Removes the secret of reset links (/reset-password?token=...) from logged URLs. */
export function redactUrl(url: string): string {
  return url.replace(/([?&]token=)[^&]*/gi, '$1[redacted]');
}

/**
 * pino through Fastify: JSON lines in production (for log shippers), pino-pretty otherwise.
 * Authorization headers are never logged.
 */
export function loggerOptions(config: {
  nodeEnv: string;
  logLevel: string;
}): FastifyServerOptions['logger'] {
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
