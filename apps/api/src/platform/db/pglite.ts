import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_DIR } from '../paths';
import type { DatabaseHandle } from './database';
import * as schema from './schema';

export interface PgliteOptions {
  /** Directory holding the cluster; omit for an in-memory database (tests). */
  dataDir?: string;
  /** A dump from `PGlite.dumpDataDir()` to start from (tests clone a migrated template). */
  loadDataDir?: Blob | File;
  migrate?: boolean;
}

/** Embedded PostgreSQL (WASM). Single process only: main.ts locks the data dir first. */
export async function openPglite(
  options: PgliteOptions = {},
): Promise<DatabaseHandle & { client: PGlite }> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    // Trigram indexes serve the lists' "contains" searches (migration 0006).
    extensions: { pg_trgm },
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzle({ client, schema });
  if (options.migrate !== false) await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  return {
    kind: 'pglite',
    client,
    db,
    async ping() {
      await db.execute(sql`select 1`);
    },
    async close() {
      await client.close();
    },
  };
}
