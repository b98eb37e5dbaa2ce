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

export interface CappedSearchList<TColumns extends SelectedFields> extends Omit<
  PagedList<TColumns>,
  'total' | 'where'
> {
  /**
   * The filters with the part of the search that most matches meet, as its index reads it (the
   * full-text side of "words or name contains"): read first, up to the cap, since as many of
   * them as the cap settle the count without the costlier rest.
   */
  floorWhere: SQL;
  /** The filters with the rest of the search: the matches `floorWhere` leaves out, no others. */
  restWhere: SQL;
  /**
   * The filters with the whole search, written so that no index serves it: with very many
   * matches the page walks the sort key's index and tests each row, and stops after the page.
   */
  walkWhere: SQL;
}

/**
 * A search's page that counts its matches only up to `cap` (placeholder; decision 063). The
 * matches of `floorWhere` are read first, at most `cap` of them (ids and sort keys, once). Fewer:
 * the rest are added (at most cap + 1), counted, and the page is sorted from them; the total is
 * exact up to the cap. More: the total comes back as cap + 1 (meaning "more than cap") and the
 * page walks the sort key's btree in order, testing the search on each row until the page is
 * full, so no more rows are read than the page needs. Only for pages within the first `cap`.
 */
export function prepareCappedSearchPage<TColumns extends SelectedFields>(
  db: Db,
  list: CappedSearchList<TColumns>,
) {
  const cap = sql`${sql.placeholder('cap')}::int`;
  const direction = sql.raw(list.sortOrder);
  const idDirection = sql.raw(list.idOrder);
  const member = list.member;
  const keys = sql`${list.id} as id, ${list.sortKey} as sort_key from ${list.table}`;
  // Each is referenced more than once, so PostgreSQL computes it once (a materialised CTE).
  const floor = db
    .$with('search_floor', { id: sql`id`, sortKey: sql`sort_key` })
    .as(sql`select ${keys} where ${list.floorWhere} and ${member} limit ${cap}`);
  const floorCount = sql`(select count(*) from search_floor)`;
  const matched = db.$with('matched', { id: sql`id`, sortKey: sql`sort_key` }).as(
    sql`select id, sort_key from search_floor where ${floorCount} < ${cap}
      union all
      (select ${keys} where ${floorCount} < ${cap} and ${list.restWhere} and ${member}
        limit ${cap} + 1)`,
  );
  const counted = db.$with('counted', { n: sql<number>`n` }).as(
    sql`select case when ${floorCount} >= ${cap} then ${cap} + 1
      else (select count(*) from matched) end as n`,
  );
  const page = sql`limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}`;
  const pageIds = sql`(select id from matched where (select n from counted) <= ${cap}
      order by sort_key ${direction} ${list.nulls}, id ${idDirection} ${page})
    union all
    (select ${list.id} from ${list.table}
      where (select n from counted) > ${cap} and ${list.walkWhere} and ${member}
      order by ${list.sortKey} ${direction} ${list.nulls}, ${list.id} ${idDirection} ${page})`;
  const order = list.sortOrder === 'asc' ? asc : desc;
  const idOrder = list.idOrder === 'asc' ? asc : desc;
  return db
    .with(floor, matched, counted)
    .select({ ...list.columns, total: sql<string>`(select n from counted)` })
    .from(list.table)
    .where(sql`${list.id} in (${pageIds})`)
    .orderBy(sql`${order(list.sortKey)} ${list.nulls}`, idOrder(list.id))
    .prepare(list.name);
}
