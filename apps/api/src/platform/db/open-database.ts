import path from 'node:path';
import type { DatabaseHandle } from './database';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

/** Picks the adapter from config: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR/db. */
export async function openDatabase(config: {
  databaseUrl: string | null;
  dataDir: string;
  pgliteSharedBuffers: string | null;
}): Promise<DatabaseHandle> {
  if (config.databaseUrl) return openPostgres({ url: config.databaseUrl });
  return openPglite({
    dataDir: path.join(config.dataDir, 'db'),
    sharedBuffers: config.pgliteSharedBuffers ?? undefined,
  });
}
