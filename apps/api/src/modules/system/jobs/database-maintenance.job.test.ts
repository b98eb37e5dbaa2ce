import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../../test/databases';
import type { DatabaseHandle } from '../../../platform/db/database';
import { DatabaseMaintenanceRepository } from '../database-maintenance.repository';
import { createDatabaseMaintenanceJob } from './database-maintenance.job';

const context = { jobId: 'test', attempt: 1, signal: new AbortController().signal };

describe('database-maintenance on PGlite (no autovacuum there)', () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    await database.db.execute(sql`create table maintenance_probe (id int primary key, note text)`);
    await database.db.execute(
      sql`insert into maintenance_probe select g, 'row ' || g from generate_series(1, 500) g`,
    );
  });
  afterAll(async () => {
    await database?.close();
  });

  async function probeStats() {
    const result = (await database.db.execute(sql`
      select c.reltuples::int as "estimatedRows", s.last_vacuum is not null as vacuumed
      from pg_class c join pg_stat_user_tables s on s.relid = c.oid
      where c.relname = 'maintenance_probe'`)) as unknown as {
      rows: { estimatedRows: number; vacuumed: boolean }[];
    };
    return result.rows[0]!;
  }
  const jobAt = (hourUtc: number) =>
    createDatabaseMaintenanceJob(
      new DatabaseMaintenanceRepository(database.db),
      () => new Date(Date.UTC(2026, 10, 22, hourUtc, 40)),
    );

  it('analyzes every hour, so the planner knows how big tables are', async () => {
    expect((await probeStats()).estimatedRows).toBeLessThanOrEqual(0);
    await jobAt(14).handler({}, context);
    expect(await probeStats()).toEqual({ estimatedRows: 500, vacuumed: false });
  });

  it('vacuums once a day, at 03:40 UTC', async () => {
    await database.db.execute(sql`delete from maintenance_probe where id > 100`);
    await jobAt(3).handler({}, context);
    expect(await probeStats()).toEqual({ estimatedRows: 100, vacuumed: true });
  });
});
