import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgliteStatementCache } from './pglite-statement-cache';

const preparedCount = `select count(*)::int as n from pg_prepared_statements where name like 'pt\\_%'`;

describe('PgliteStatementCache', { timeout: 60_000 }, () => {
  let plain: PGlite;
  let cached: PGlite;

  beforeAll(async () => {
    [plain, cached] = await Promise.all([PGlite.create(), PGlite.create()]);
    new PgliteStatementCache(cached, 3).install();
    for (const client of [plain, cached]) {
      await client.exec(`create table notes (id int primary key, body text, meta jsonb,
        at timestamptz, tags text[], amount numeric)`);
    }
  });
  afterAll(async () => {
    await Promise.all([plain?.close(), cached?.close()]);
  });

  it('answers like query() itself: rows, types, parsers, serializers, array mode', async () => {
    const at = new Date('2026-11-22T10:00:00.000Z');
    const insert = `insert into notes values ($1, $2, $3, $4, $5, $6) returning *`;
    const values = [1, 'first', { total: 12.5, vendor: 'Müller' }, at, ['a', 'b'], '12.50'];
    const expected = await plain.query(insert, values);
    const actual = await cached.query(insert, values);
    expect(actual.rows).toEqual(expected.rows);
    expect(actual.rows[0]).toMatchObject({
      id: 1,
      meta: { vendor: 'Müller' },
      at,
      tags: ['a', 'b'],
    });
    expect(actual.affectedRows).toBe(1);

    const select = `select id, body, at from notes where id = $1 and body is distinct from $2`;
    const options = { rowMode: 'array' as const, parsers: { 1184: (value: string) => value } };
    const plainRows = (await plain.query(select, [1, null], options)).rows;
    const cachedRows = (await cached.query(select, [1, null], options)).rows;
    expect(cachedRows).toEqual(plainRows);
    expect(typeof (cachedRows[0] as unknown[])[2]).toBe('string');
  });

  it('reads rows of every kind as PGlite does: nulls, text, numbers, json, arrays, dates', async () => {
    const select = `select g as id, case when g % 2 = 0 then null else 'Müller ' || g end as name,
        g::int8 as big, (g * 1.5)::numeric as amount, g % 3 = 0 as flag,
        jsonb_build_object('n', g, 'tags', array['a', 'ü']) as meta, array[g, g + 1] as pair,
        timestamptz '2026-01-01T00:00:00Z' + make_interval(days => g) as at, date '2026-01-01' as day,
        '' as empty, 1 as id
      from generate_series(1, $1::int) g`;
    for (const rowMode of ['object', 'array'] as const) {
      const expected = await plain.query(select, [25], { rowMode });
      const actual = await cached.query(select, [25], { rowMode });
      expect(actual).toEqual(expected);
    }
    const empty = `select id from notes where id < $1`;
    expect(await cached.query(empty, [0])).toEqual(await plain.query(empty, [0]));
  });

  it('leaves answers with notices to PGlite’s parser, which hands them to onNotice', async () => {
    const notices: string[] = [];
    const text = `select set_config('client_min_messages', 'notice', false) as level,
      (select count(*) from pg_class where relname = $1) as n`;
    const options = {
      onNotice: (notice: { message?: string }) => notices.push(notice.message ?? ''),
    };
    const warn = `do $$ begin raise notice 'careful'; end $$`;
    await cached.query(warn, [], options);
    expect(notices).toEqual(['careful']);
    expect((await cached.query(text, ['notes'])).rows).toEqual([{ level: 'notice', n: 1 }]);
  });

  it('parses a text once and reuses it; keeps at most its capacity, dropping the oldest', async () => {
    await cached.query(`select $1::int + 1 as n`, [1]);
    const afterFirst = (await cached.query<{ n: number }>(preparedCount)).rows[0]!.n;
    for (let i = 0; i < 5; i++) {
      expect((await cached.query<{ n: number }>(`select $1::int + 1 as n`, [i])).rows[0]!.n).toBe(
        i + 1,
      );
    }
    expect((await cached.query<{ n: number }>(preparedCount)).rows[0]!.n).toBe(afterFirst);

    for (const text of ['select 1 as a', 'select 2 as b', 'select 3 as c', 'select 4 as d']) {
      await cached.query(text);
    }
    expect((await cached.query<{ n: number }>(preparedCount)).rows[0]!.n).toBe(3);
    // An evicted text is simply parsed again.
    expect((await cached.query(`select $1::int + 1 as n`, [41])).rows).toEqual([{ n: 42 }]);
    // Explicit parameter types are part of what is remembered: no statement per call.
    for (let i = 0; i < 3; i++) {
      const typed = await cached.query(`select $1 as v`, ['7'], { paramTypes: [23] });
      expect(typed.rows).toEqual([{ v: 7 }]);
    }
    expect((await cached.query<{ n: number }>(preparedCount)).rows[0]!.n).toBe(3);
  });

  it('reports database errors with their code and query, and works on afterwards', async () => {
    const insert = `insert into notes (id, body) values ($1, $2)`;
    expect(await cached.query(insert, [2, 'second'])).toMatchObject({ rows: [], affectedRows: 1 });
    const error = await cached.query(insert, [2, 'again']).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: '23505', query: insert });
    const syntax = await cached.query(`selec 1`).catch((e: unknown) => e);
    expect(syntax).toMatchObject({ code: '42601' });
    await cached.query(insert, [3, 'third']);
    expect((await cached.query(`select count(*)::int as n from notes`)).rows).toEqual([{ n: 3 }]);
  });

  it('runs a transaction’s statements in it: rolled back on error, committed otherwise', async () => {
    const insert = `insert into notes (id, body) values ($1, $2)`;
    await expect(
      cached.transaction(async (tx) => {
        await tx.query(insert, [10, 'inside']);
        await tx.query(insert, [10, 'duplicate']);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect((await cached.query(`select id from notes where id = $1`, [10])).rows).toEqual([]);

    // Another caller waits for the transaction instead of running inside it: it sees the
    // rolled-back insert gone.
    let outside: Promise<unknown> | undefined;
    await expect(
      cached.transaction(async (tx) => {
        await tx.query(insert, [11, 'rolled back']);
        outside = cached.query(`select count(*)::int as n from notes where id = $1`, [11]);
        await tx.query(insert, [11, 'duplicate']);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect(await outside).toMatchObject({ rows: [{ n: 0 }] });

    await cached.transaction(async (tx) => {
      await tx.query(insert, [12, 'kept']);
      await tx.query(insert, [13, 'kept too']);
    });
    expect(
      (await cached.query(`select id from notes where id > $1 order by id`, [10])).rows,
    ).toEqual([{ id: 12 }, { id: 13 }]);
  });

  it('lets the event loop turn during a long run of queries, as a socket to PostgreSQL does', async () => {
    // A timer due now, then 400 ms of queries awaited one after another, as a busy job queue runs.
    const due = performance.now();
    let firedAfter: number | undefined;
    setTimeout(() => (firedAfter = performance.now() - due), 0);
    const started = performance.now();
    let queries = 0;
    while (performance.now() - started < 400) {
      await cached.query('select $1::int as n', [queries]);
      queries += 1;
    }
    expect(queries).toBeGreaterThan(10);
    expect(firedAfter).toBeDefined();
    expect(firedAfter!).toBeLessThan(200);
    // And inside a transaction.
    let firedInTransaction = false;
    await cached.transaction(async (tx) => {
      setTimeout(() => (firedInTransaction = true), 0);
      const begun = performance.now();
      while (performance.now() - begun < 200) await tx.query('select 1');
      expect(firedInTransaction).toBe(true);
    });
  });
});
