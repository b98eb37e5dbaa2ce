import { mkdirSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_DIR } from '../paths';
import type { DatabaseHandle } from './database';
import { PgliteStatementCache } from './pglite-statement-cache';
import * as schema from './schema';

export interface PgliteOptions {
  /** Directory holding the cluster; omit for an in-memory database (tests). */
  dataDir?: string;
  /** A dump from `PGlite.dumpDataDir()` to start from (tests clone a migrated template). */
  loadDataDir?: Blob | File;
  migrate?: boolean;
  /** PostgreSQL's shared_buffers, e.g. '64MB' (PGLITE_SHARED_BUFFERS); see below. */
  sharedBuffers?: string;
}

/**
 * PostgreSQL's buffer pool inside PGlite. PGlite's WASM memory never shrinks, and the pool is
 * resident from the start: with PostgreSQL's default 128 MB the WASM memory is 189 MB right after
 * opening and a bench:imap sync child peaked at ~480 MB RSS; with 32 MB, 332 MB (16 MB: 341 MB,
 * 64 MB: 441 MB). A miss reads the data dir through the OS page cache. Cost, in CPU ms per
 * request of bench:lists' calls sent one at a time (PGlite on disk): 20,000 documents, no
 * difference beyond noise; 100,000 documents, the full-text documents search 60 vs 30 ms, the
 * other calls alike. Archives that large can raise it (PGLITE_SHARED_BUFFERS).
 *
 * Weighed again once the API's V8 heap was bounded (v8-heap.ts) and statements were cached
 * (pglite-statement-cache.ts): with 64 MB, bench:lists at 100,000 documents spends 24 instead of
 * 63 ms of CPU per full-text search (the other calls alike; 128 MB: no further gain), and a
 * 30,000-mail bench:imap sync peaks at 361 instead of 310-355 MB; at 2,000 mails, 330 instead of
 * 292-311 MB. Too close to the sync's 400 MB target for a default; large archives set it.
 *
 * The server caps it further at the size of the data (pglite-buffers.ts): PGlite zeroes the whole
 * pool at start, so a pool larger than the database holds resident memory it can never use.
 */
export const DEFAULT_SHARED_BUFFERS = '32MB';

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
 *
 * Weighed again with the app's own figures (32 MB shared_buffers, package module hooks): the
 * optimizing tier takes ~6% less CPU per list request (bench:lists calls one at a time, 20,000
 * documents: first page 9.1 vs 10.1 ms) and ~20% less per synced mail (bench:imap: 2.1 vs
 * 2.6 ms), but the sync child then peaks at 788 MB instead of 332 MB, and opening a new
 * cluster at 1,351 instead of 863 MB (and 4.0 vs 2.8 s CPU). One compile task
 * (--wasm-num-compilation-tasks=1: 755 MB) or a 10x tiering budget (794 MB) do not tame it.
 * With a 400 MB target for a sync, baseline code it is.
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
      extensions: { pg_trgm, btree_gin },
      startParams: [
        ...PGlite.defaultStartParams,
        ...['-c', `shared_buffers=${options.sharedBuffers ?? DEFAULT_SHARED_BUFFERS}`],
      ],
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    }),
  );
  new PgliteStatementCache(client).install();
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
