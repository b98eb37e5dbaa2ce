import { access, constants } from 'node:fs/promises';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZHealth, ZPublicConfig, ZReady, type TPublicConfig } from '@papertray/contract';
import type { DatabaseHandle } from '../../platform/db/database';

export interface SystemRoutesOptions {
  database: DatabaseHandle;
  dataDir: string;
  publicConfig: TPublicConfig;
}

async function check(fn: () => Promise<unknown>): Promise<'ok' | 'failed'> {
  try {
    await fn();
    return 'ok';
  } catch {
    return 'failed';
  }
}

export const systemRoutes: FastifyPluginAsyncZod<SystemRoutesOptions> = async (app, opts) => {
  const tags = ['system'];

  app.get(
    '/health',
    { schema: { tags, summary: 'Liveness: the process answers', response: { 200: ZHealth } } },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/ready',
    {
      schema: {
        tags,
        summary: 'Readiness: database answers and the data dir is writable',
        response: { 200: ZReady, 503: ZReady },
      },
    },
    async (_request, reply) => {
      const checks = {
        database: await check(() => opts.database.ping()),
        dataDir: await check(() => access(opts.dataDir, constants.W_OK)),
      };
      const ready = Object.values(checks).every((c) => c === 'ok');
      return reply
        .status(ready ? 200 : 503)
        .send({ status: ready ? 'ready' : 'not_ready', checks });
    },
  );

  app.get(
    '/config',
    {
      schema: {
        tags,
        summary: 'Public run-time configuration for the web app',
        response: { 200: ZPublicConfig },
      },
    },
    async () => opts.publicConfig,
  );
};
