import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { openPostgres } from './postgres';

describe('migrations on PostgreSQL', () => {
  it('run once when several processes start at the same time on an empty database', async () => {
    const name = `m_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: inject('postgresAdminUrl') });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = inject('postgresAdminUrl').replace(/\/postgres$/, `/${name}`);

    const handles = await Promise.all(
      Array.from({ length: 4 }, () => openPostgres({ url, maxConnections: 2 })),
    );
    try {
      const result = (await handles[0]!.db.execute(
        sql`select count(*)::int as n, count(distinct hash)::int as distinct_hashes from drizzle.__drizzle_migrations`,
      )) as unknown as { rows: { n: number; distinct_hashes: number }[] };
      expect(result.rows[0]!.n).toBeGreaterThan(0);
      expect(result.rows[0]!.n).toBe(result.rows[0]!.distinct_hashes);
    } finally {
      await Promise.all(handles.map((h) => h.close()));
    }
  }, 120_000);
});
