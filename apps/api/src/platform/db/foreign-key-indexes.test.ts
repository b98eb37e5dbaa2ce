import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/databases';
import type { DatabaseHandle } from './database';

/**
 * Every foreign key's column leads an index: deleting or updating a referenced row looks up its
 * referrers (cascade, set null, or the check itself), and without an index that is a scan of the
 * whole referring table per row — a trash purge at 100,000 documents took minutes.
 */
describe('the migrated schema', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase('postgres');
  });
  afterAll(async () => {
    await database?.close();
  });

  it('has an index led by the column of every foreign key', async () => {
    const result = await database.db.execute(sql`
      select c.conrelid::regclass::text as "table", a.attname as "column"
      from pg_constraint c
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
      where c.contype = 'f'
        and c.connamespace = 'public'::regnamespace
        and not exists (
          select 1 from pg_index i
          where i.indrelid = c.conrelid and i.indkey[0] = c.conkey[1]
        )
      order by 1, 2`);
    const rows = (result as unknown as { rows: Array<{ table: string; column: string }> }).rows;
    expect(rows.map((r) => `${r.table}.${r.column}`)).toEqual([]);
  });
});
