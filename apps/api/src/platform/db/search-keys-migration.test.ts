import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ZDocumentListQuery } from '@papertray/contract';
import { DocumentsRepository } from '../../modules/documents/documents.repository';
import { MIGRATIONS_DIR } from '../paths';
import type { DatabaseHandle } from './database';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

/** The last migration before the search keys (0015): the databases installs have today. */
const BEFORE_SEARCH_KEYS = '0014_rate_limit_counters';

/** A copy of the migrations folder that ends at `lastTag`. */
async function migrationsUpTo(lastTag: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'papertray-migrations-'));
  await cp(MIGRATIONS_DIR, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  expect(last).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, last + 1);
  await writeFile(journalFile, JSON.stringify(journal));
  return dir;
}

/** Documents as an install before 0015 wrote them (no sort-key columns then). */
async function seedOldDocuments(run: (query: string) => Promise<unknown>) {
  await run(`
    insert into users (id, email, name) values
      ('00000000-0000-4000-8000-000000000001', 'old@example.com', 'Old');
    insert into projects (id, name, owner_id) values
      ('00000000-0000-4000-8000-000000000002', 'Old archive', '00000000-0000-4000-8000-000000000001');
    insert into project_members (project_id, user_id, role) values
      ('00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000001', 'owner');
    insert into documents (project_id, name, original_filename, file_key, size, mime_type, state,
      type, source, extracted_data)
    select '00000000-0000-4000-8000-000000000002', 'Invoice Müller ' || g, 'scan.pdf',
      'key-' || g, 1, 'application/pdf', case when g % 2 = 0 then 'approved' else 'paper_tray' end,
      'invoice', 'manual_upload',
      jsonb_build_object('totalAmount', g * 100, 'issueDate', '2025-01-' || lpad(g::text, 2, '0'))
    from generate_series(1, 9) g;
  `);
}

/** After the upgrade: the sort keys are filled from the old rows and a filtered search sorts by them. */
async function expectUpgraded(database: DatabaseHandle) {
  const keys = (await database.db.execute(
    sql`select name, total_amount::int as total, issue_date from documents order by name`,
  )) as unknown as { rows: { name: string; total: number; issue_date: string }[] };
  expect(keys.rows[0]).toEqual({ name: 'Invoice Müller 1', total: 100, issue_date: '2025-01-01' });
  const page = await new DocumentsRepository(database.db).listForMember(
    ZDocumentListQuery.parse({
      projectId: '00000000-0000-4000-8000-000000000002',
      state: 'approved',
      type: 'invoice',
      search: 'müller',
      sortBy: 'totalAmount',
      sortOrder: 'desc',
    }),
    '00000000-0000-4000-8000-000000000001',
  );
  expect(page?.total).toBe(4);
  expect(page?.rows.map((row) => row.name)).toEqual([
    'Invoice Müller 8',
    'Invoice Müller 6',
    'Invoice Müller 4',
    'Invoice Müller 2',
  ]);
}

describe('migration 0015 (search keys) on an existing database', { timeout: 120_000 }, () => {
  let oldMigrations: string;

  beforeAll(async () => {
    oldMigrations = await migrationsUpTo(BEFORE_SEARCH_KEYS);
  });
  afterAll(async () => {
    await rm(oldMigrations, { recursive: true, force: true });
  });

  it('upgrades PGlite', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'papertray-pglite-upgrade-'));
    try {
      const old = await openPglite({ dataDir, migrate: false });
      await migratePglite(drizzlePglite({ client: old.client }), {
        migrationsFolder: oldMigrations,
      });
      await seedOldDocuments((query) => old.client.exec(query));
      await old.close();

      const upgraded = await openPglite({ dataDir });
      try {
        await expectUpgraded(upgraded);
      } finally {
        await upgraded.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('upgrades PostgreSQL', async () => {
    const name = `u_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: inject('postgresAdminUrl') });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = inject('postgresAdminUrl').replace(/\/postgres$/, `/${name}`);

    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await migratePg(drizzlePg({ client }), { migrationsFolder: oldMigrations });
      await seedOldDocuments((query) => client.query(query));
    } finally {
      await client.end();
    }

    const upgraded = await openPostgres({ url, maxConnections: 2 });
    try {
      await expectUpgraded(upgraded);
    } finally {
      await upgraded.close();
    }
  });
});
