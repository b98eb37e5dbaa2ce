/**
 * A list page (rows of one table, the total, a one-time membership filter) as one named
 * prepared statement: drizzle builds a shape's SQL once per process, PostgreSQL parses and plans
 * it once per connection, and a request only binds its values (placeholders `limit`, `offset`
 * and whatever the filter names).
 */
import { and, asc, desc, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from './database';

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Names statements per shape: the same name always carries the same SQL within a process. */
export function statementNames(prefix: string): (shape: object) => string {
  const names = new Map<string, string>();
  return (shape) => {
    const key = JSON.stringify(shape);
    let name = names.get(key);
    if (!name) {
      name = `${prefix}_${names.size + 1}`;
      names.set(key, name);
    }
    return name;
  };
}

export interface PagedList<TColumns extends SelectedFields> {
  name: string;
  table: PgTable;
  id: AnyPgColumn;
  /** The row's columns as listed (the total is added). */
  columns: TColumns;
  /** The list's filters; `member` is the caller's membership, evaluated once. */
  where: SQL | undefined;
  member: SQL;
  sortKey: SQL | AnyPgColumn;
  sortOrder: 'asc' | 'desc';
  /** `nulls first`/`nulls last`, or empty for a key that is never null. */
  nulls: SQL;
  /** Ties are broken by id, in this direction. */
  idOrder: 'asc' | 'desc';
  /**
   * Without a search: the total's expression (a count, or sums kept elsewhere). With one, the
   * matches are read once (ids and sort keys, materialised): they give the page and the total,
   * and only the page's rows are read in full.
   */
  total: SQL | 'count matches';
}

export function preparePagedList<TColumns extends SelectedFields>(
  db: Db,
  list: PagedList<TColumns>,
) {
  const order = list.sortOrder === 'asc' ? asc : desc;
  const idOrder = list.idOrder === 'asc' ? asc : desc;
  const pageOrder = [sql`${order(list.sortKey)} ${list.nulls}`, idOrder(list.id)];
  if (list.total !== 'count matches') {
    return db
      .select({ ...list.columns, total: sql<string>`${list.total}` })
      .from(list.table)
      .where(and(list.where, list.member))
      .orderBy(...pageOrder)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(list.name);
  }
  const matched = db.$with('matched').as(
    db
      .select({ id: sql`${list.id}`.as('id'), sortKey: sql`${list.sortKey}`.as('sort_key') })
      .from(list.table)
      .where(and(list.where, list.member)),
  );
  const pageIds = db
    .select({ id: matched.id })
    .from(matched)
    .orderBy(sql`${order(matched.sortKey)} ${list.nulls}`, idOrder(matched.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
  return db
    .with(matched)
    .select({
      ...list.columns,
      total: sql<string>`(select count(*) from ${sql.identifier('matched')})`,
    })
    .from(list.table)
    .where(inArray(list.id, pageIds))
    .orderBy(...pageOrder)
    .prepare(list.name);
}
