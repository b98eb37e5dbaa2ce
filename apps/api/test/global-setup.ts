import { writeFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startPostgres, type PostgresServer } from '@papertray/test-servers/postgres';
import { openPglite } from '../src/platform/db/pglite';
import { openPostgres } from '../src/platform/db/postgres';

export const TEMPLATE_DB = 'papertray_tpl';

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

/**
 * Starts one real PostgreSQL and migrates a template database once, and migrates one PGlite
 * database and dumps it; every test file then clones instead of migrating. Missing PostgreSQL
 * binaries fail the run (no silent skip).
 */
export default async function setup(project: TestProject) {
  let server: PostgresServer | null = null;
  const dir = await mkdtemp(path.join(tmpdir(), 'papertray-test-'));
  try {
    const [pg, dump] = await Promise.all([
      (async () => {
        const started = await startPostgres();
        server = started;
        const url = await started.createDatabase(TEMPLATE_DB);
        const handle = await openPostgres({ url, maxConnections: 1 });
        await handle.close();
        return started;
      })(),
      (async () => {
        const handle = await openPglite();
        const blob = await handle.client.dumpDataDir('none');
        await handle.close();
        return Buffer.from(await blob.arrayBuffer());
      })(),
    ]);
    const file = path.join(dir, 'pglite-template.tar');
    await writeFile(file, dump);
    project.provide('postgresAdminUrl', pg.url());
    project.provide('postgresTemplate', TEMPLATE_DB);
    project.provide('pgliteTemplateFile', file);
  } catch (error) {
    await (server as PostgresServer | null)?.stop();
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  return async () => {
    await (server as PostgresServer | null)?.stop();
    await rm(dir, { recursive: true, force: true });
  };
}
