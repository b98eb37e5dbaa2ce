import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Registry } from 'prom-client';
import type { OperationsMetrics } from './operations-metrics';
import { ZMetricsHeaders } from '@papertray/contract';
import { AppError } from '../../platform/http/app-error';
import { processRegistry } from '../../platform/metrics/process-metrics';

export interface MetricsRoutesOptions {
  /** Bearer token Prometheus sends; null turns the endpoint off (404). */
  token: string | null;
  /** Figures read from the database at scrape time. */
  operations: OperationsMetrics;
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Prometheus text for this process and the database-wide figures, behind METRICS_TOKEN. */
export const metricsRoutes: FastifyPluginAsyncZod<MetricsRoutesOptions> = async (app, opts) => {
  app.get(
    '/metrics',
    {
      schema: {
        tags: ['system'],
        summary: 'Prometheus metrics (Authorization: Bearer METRICS_TOKEN)',
        headers: ZMetricsHeaders,
      },
    },
    async (request, reply) => {
      if (!opts.token) {
        throw new AppError('not_found', 'Metrics are off: set METRICS_TOKEN to turn them on');
      }
      const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
      if (!sameSecret(given, opts.token)) {
        throw new AppError('unauthorized', 'A valid metrics token is required');
      }
      await opts.operations.refresh();
      const merged = Registry.merge([processRegistry, opts.operations.registry]);
      return reply.type(merged.contentType).send(await merged.metrics());
    },
  );
};
