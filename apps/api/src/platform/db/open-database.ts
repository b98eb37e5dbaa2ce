import type { FastifyBaseLogger } from 'fastify';
import path from 'node:path';
import type { DatabaseHandle } from './database';
import { openPglite } from './pglite';
import { sharedBuffersFor } from './pglite-buffers';
import { createPgliteClusterApart, hasPgliteCluster } from './pglite-cluster';
import type { PostgresTimeouts } from './postgres';

/** Picks the adapter from config: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR/db. */
export async function openDatabase(
  config: {
    databaseUrl: string | null;
    databaseTimeouts: PostgresTimeouts;
    dataDir: string;
    pgliteSharedBuffers: string | null;
  },
  /** Where PostgreSQL's dropped idle connections are reported; stderr when omitted. */
  log?: Pick<FastifyBaseLogger, 'warn'>,
): Promise<DatabaseHandle> {
  if (config.databaseUrl) {
    // node-postgres loads only when PostgreSQL is used (decision 061).
    const { openPostgres } = await import('./postgres');
    return openPostgres({
      url: config.databaseUrl,
      timeouts: config.databaseTimeouts,
      ...(log
        ? {
            onIdleError: (error: Error) =>
              log.warn({ err: error }, 'PostgreSQL closed an idle pooled connection; reconnecting'),
          }
        : {}),
    });
  }
  const dataDir = path.join(config.dataDir, 'db');
  const sharedBuffers = config.pgliteSharedBuffers ?? undefined;
  // A first start creates the cluster in a child process: see createPgliteClusterApart.
  if (!hasPgliteCluster(dataDir)) await createPgliteClusterApart(dataDir, sharedBuffers);
  // Unset: no larger than the data it can hold (pglite-buffers.ts).
  return openPglite({ dataDir, sharedBuffers: sharedBuffers ?? sharedBuffersFor(dataDir) });
}
