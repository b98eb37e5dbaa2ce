import path from 'node:path';
import type { DatabaseHandle } from './database';
import { openPglite } from './pglite';
import { createPgliteClusterApart, hasPgliteCluster } from './pglite-cluster';
import { openPostgres, type PostgresTimeouts } from './postgres';

/** Picks the adapter from config: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR/db. */
export async function openDatabase(config: {
  databaseUrl: string | null;
  databaseTimeouts: PostgresTimeouts;
  dataDir: string;
  pgliteSharedBuffers: string | null;
}): Promise<DatabaseHandle> {
  if (config.databaseUrl) {
    return openPostgres({ url: config.databaseUrl, timeouts: config.databaseTimeouts });
  }
  const dataDir = path.join(config.dataDir, 'db');
  const sharedBuffers = config.pgliteSharedBuffers ?? undefined;
  // A first start creates the cluster in a child process: see createPgliteClusterApart.
  if (!hasPgliteCluster(dataDir)) await createPgliteClusterApart(dataDir, sharedBuffers);
  return openPglite({ dataDir, sharedBuffers });
}
