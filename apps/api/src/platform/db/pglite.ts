import { mkdirSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
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

/** V8's defaults for these flags, put back once PGlite is compiled. */
const BASELINE_WASM_FLAGS = ['--liftoff-only', '--no-wasm-tier-up', '--no-wasm-dynamic-tiering'];
const DEFAULT_WASM_FLAGS = ['--no-liftoff-only', '--wasm-tier-up', '--wasm-dynamic-tiering'];

/**
 * Runs `create` with PGlite's WASM kept on V8's baseline compiler (Liftoff). By default V8
 * recompiles hot WASM functions with its optimizing compiler in the background, and for PGlite's
 * 9 MB module that transiently costs about 500 MB of RSS (open + 300 catalog queries: peak
 * 868 MB, with baseline code 294 MB) plus the CPU of the compile, which a short-lived or
 * memory-bound process never earns back. V8 reads these flags when a module is compiled, so
 * they are set around PGlite's compile only: WASM compiled later (OCR, pdf.js decoders) keeps
 * the optimizing tier.
 */
async function withBaselineWasm<T>(create: () => Promise<T>): Promise<T> {
  for (const flag of BASELINE_WASM_FLAGS) setFlagsFromString(flag);
  try {
    return await create();
  } finally {
    for (const flag of DEFAULT_WASM_FLAGS) setFlagsFromString(flag);
  }
}

/** Embedded PostgreSQL (WASM). Single process only: main.ts locks the data dir first. */
export async function openPglite(
  options: PgliteOptions = {},
): Promise<DatabaseHandle & { client: PGlite }> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await withBaselineWasm(() =>
    PGlite.create({
      // Trigram indexes serve the lists' "contains" searches (migration 0006).
      extensions: { pg_trgm },
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    }),
  );
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
