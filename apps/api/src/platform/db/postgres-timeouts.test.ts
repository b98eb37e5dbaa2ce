import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable';
import { openProxiedPostgres, type ProxiedPostgres } from './testing/proxied-postgres';

const QUERY_MS = 300;

describe('PostgreSQL query timeout (through a stalling proxy)', () => {
  let pg: ProxiedPostgres;

  beforeAll(async () => {
    // One connection, so the next caller gets whatever the timed-out transaction left behind.
    pg = await openProxiedPostgres({
      maxConnections: 1,
      timeouts: { queryMs: QUERY_MS, connectMs: 2_000 },
    });
    await pg.direct.db.execute(sql`create table marks (name text primary key)`);
  });
  afterAll(async () => {
    await pg?.close();
  });

  it('drops the connection of a timed-out transaction: no write of it lands, the next caller is not inside it', async () => {
    const failure = pg.database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into marks values ('inside the transaction')`);
      pg.proxy.stall();
      await tx.execute(sql`select 1`);
    });
    await expect(failure).rejects.toSatisfy(isDatabaseUnavailable);
    // Longer than the ROLLBACK's own timeout: pg alone would drop it from the queue unsent.
    await new Promise((resolve) => setTimeout(resolve, 3 * QUERY_MS));
    pg.proxy.resume();

    await pg.database.db.execute(sql`insert into marks values ('after the stall')`);
    const { rows } = await pg.direct.pool.query<{
      name: string;
    }>('select name from marks');
    expect(rows.map((r) => r.name)).toEqual(['after the stall']);
  });
});
