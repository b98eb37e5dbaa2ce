import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import type { DatabaseHandle } from '../src/platform/db/database';
import { openPglite } from '../src/platform/db/pglite';
import { openPostgres } from '../src/platform/db/postgres';

export const DB_KINDS = ['pglite', 'postgres'] as const;
export type DbKind = (typeof DB_KINDS)[number];

let pgliteTemplate: Promise<Buffer> | null = null;

/**
 * A fresh, migrated database of the given kind for one test file: PostgreSQL copies the run's
 * template database, PGlite loads the migrated dump into memory.
 */
export async function openTestDatabase(kind: DbKind): Promise<DatabaseHandle> {
  if (kind === 'pglite') {
    pgliteTemplate ??= readFile(inject('pgliteTemplateFile'));
    const dump = await pgliteTemplate;
    return openPglite({ loadDataDir: new Blob([new Uint8Array(dump)]), migrate: false });
  }
  return openPostgres({ url: await clonePostgresTemplate(), migrate: false, maxConnections: 4 });
}

/** A new PostgreSQL database copied from the run's migrated template; returns its URL. */
export async function clonePostgresTemplate(): Promise<string> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: inject('postgresAdminUrl') });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
  } finally {
    await admin.end();
  }
  return inject('postgresAdminUrl').replace(/\/postgres$/, `/${name}`);
}
