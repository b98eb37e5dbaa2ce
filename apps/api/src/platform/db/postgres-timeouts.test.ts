import { sql } from 'drizzle-orm';
import type { Pool } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTcpProxy, type TcpProxy } from '@papertray/test-servers/tcp-proxy';
import { clonePostgresTemplate } from '../../../test/databases';
import type { DatabaseHandle } from './database';
import { isDatabaseUnavailable } from './database-unavailable';
import { openPostgres } from './postgres';

const QUERY_MS = 300;

describe('PostgreSQL query timeout (through a stalling proxy)', () => {
  let proxy: TcpProxy;
  let database: DatabaseHandle;
  let direct: DatabaseHandle & { pool: Pool };

  beforeAll(async () => {
    const url = new URL(await clonePostgresTemplate());
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port) });
    direct = await openPostgres({ url: url.href, migrate: false, maxConnections: 1 });
    await direct.db.execute(sql`create table marks (name text primary key)`);
    const proxied = new URL(url);
    proxied.port = String(proxy.port);
    // One connection, so the next caller gets whatever the timed-out transaction left behind.
    database = await openPostgres({
      url: proxied.href,
      migrate: false,
      maxConnections: 1,
      timeouts: { queryMs: QUERY_MS, connectMs: 2_000 },
      onIdleError: () => {},
    });
  });
  afterAll(async () => {
    proxy?.resume();
    await database?.close();
    await direct?.close();
    await proxy?.close();
  });

  it('drops the connection of a timed-out transaction: no write of it lands, the next caller is not inside it', async () => {
    const failure = database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into marks values ('inside the transaction')`);
      proxy.stall();
      await tx.execute(sql`select 1`);
    });
    await expect(failure).rejects.toSatisfy(isDatabaseUnavailable);
    // Longer than the ROLLBACK's own timeout: pg alone would drop it from the queue unsent.
    await new Promise((resolve) => setTimeout(resolve, 3 * QUERY_MS));
    proxy.resume();

    await database.db.execute(sql`insert into marks values ('after the stall')`);
    const { rows } = await direct.pool.query<{
      name: string;
    }>('select name from marks');
    expect(rows.map((r) => r.name)).toEqual(['after the stall']);
  });
});
