import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startPostgres, type PostgresServer } from '@papertray/test-servers/postgres';
import { openPglite } from '../src/platform/db/pglite';
import { openPostgres } from '../src/platform/db/postgres';

const TEMPLATE_DB = 'papertray_tpl';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Superuser URL of the run's PostgreSQL 15 cluster (database `postgres`). */
    postgresAdminUrl: string;
    /** Name of the migrated template database test files copy. */
    postgresTemplate: string;
    /** File holding a PGlite dump of a freshly migrated database. */
    pgliteTemplateFile: string;
  }
}

async function migratedPostgres(): Promise<PostgresServer> {
  const server = await startPostgres();
  try {
    const handle = await openPostgres({
      url: await server.createDatabase(TEMPLATE_DB),
      maxConnections: 1,
    });
    // The template must have no open connections, or CREATE DATABASE ... TEMPLATE refuses.
    await handle.close();
    return server;
  } catch (error) {
    await server.stop();
    throw error;
  }
}

async function migratedPgliteDump(): Promise<Buffer> {
  const handle = await openPglite();
  try {
    const blob = await handle.client.dumpDataDir('none');
    return Buffer.from(await blob.arrayBuffer());
  } finally {
    await handle.close();
  }
}

/**
 * Starts one real PostgreSQL and migrates a template database once, and migrates one PGlite
 * database and dumps it; every test file then clones instead of migrating. Missing PostgreSQL
 * binaries fail the run with the install hint (no silent skip).
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(tmpdir(), 'papertray-test-'));
  const [pg, dump] = await Promise.allSettled([migratedPostgres(), migratedPgliteDump()]);
  const cleanup = async () => {
    if (pg.status === 'fulfilled') await pg.value.stop();
    await rm(dir, { recursive: true, force: true });
  };
  if (pg.status === 'rejected' || dump.status === 'rejected') {
    await cleanup();
    throw pg.status === 'rejected' ? pg.reason : (dump as PromiseRejectedResult).reason;
  }
  const file = path.join(dir, 'pglite-template.tar');
  await writeFile(file, dump.value);
  project.provide('postgresAdminUrl', pg.value.url());
  project.provide('postgresTemplate', TEMPLATE_DB);
  project.provide('pgliteTemplateFile', file);
  return cleanup;
}
