/**
 * The documents list as named prepared statements, one per query shape (which filters are set,
 * searched or not, sort key and direction): drizzle builds each shape's SQL once per process,
 * PostgreSQL parses and plans it once per connection, and a request only binds its values.
 * One statement answers a page: the rows, the names they point at, the total and, riding along
 * as a one-time filter, the caller's membership (rows prove it; an empty page asks again).
 */
import { and, eq, getTableColumns, getTableName, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { DOCUMENT_STATES, type TDocumentListQuery } from '@papertray/contract';
import type { Db } from '../../platform/db/database';
import {
  attachments,
  contacts,
  documents,
  documentStateCounts,
  folders,
} from '../../platform/db/schema';
import {
  escapeLike,
  prepareCappedSearchPage,
  preparePagedList,
  statementNames,
} from '../../platform/db/paged-list-statement';
import { memberExists } from '../projects/project-membership.sql';
import type { DocumentListRow, DocumentRefs } from './documents.repository';

/**
 * Every column but the text layer and its search vector, which can be big, and the sort keys
 * derived from extracted_data, which the listed row carries anyway.
 */
const {
  text: _text,
  searchVector: _searchVector,
  totalAmount: _totalAmount,
  issueDate: _issueDate,
  ...LIST_COLUMNS
} = getTableColumns(documents);

/** Sort keys that are never null: without a NULLS clause the list indexes give their order. */
const NOT_NULL_SORTS: ReadonlySet<TDocumentListQuery['sortBy']> = new Set([
  'name',
  'updatedAt',
  'createdAt',
]);

const param = (name: string) => sql.placeholder(name);

/** A column named with its table, as written: drizzle drops the table from a lone table's columns. */
function qualified(table: string, column: AnyPgColumn): SQL {
  return sql`${sql.identifier(table)}.${sql.identifier(column.name)}`;
}

/**
 * Columns of the row a listed document points at, by primary key (null when there is none):
 * the column itself, or several as one text array (one subquery instead of one each).
 */
function refColumn<T>(columns: AnyPgColumn[], key: AnyPgColumn, pointer: AnyPgColumn): SQL<T> {
  const table = getTableName(key.table);
  const ref = `${table}_ref`;
  const picked = sql.join(
    columns.map((column) => qualified(ref, column)),
    sql`, `,
  );
  return sql<T>`(select ${columns.length === 1 ? picked : sql`array[${picked}]`}
    from ${sql.identifier(table)} as ${sql.identifier(ref)}
    where ${qualified(ref, key)} = ${qualified(getTableName(documents), pointer)})`;
}

/**
 * What a listed document shows of the rows it points at. Scalar subqueries rather than left
 * joins: PostgreSQL plans six joined tables in milliseconds, these subqueries in microseconds.
 */
const REF_COLUMNS = {
  contactName: refColumn<string | null>([contacts.name], contacts.id, documents.contactId),
  folder: refColumn<[string, string] | null>(
    [folders.name, folders.color],
    folders.id,
    documents.folderId,
  ),
  suggestedFolder: refColumn<[string, string] | null>(
    [folders.name, folders.color],
    folders.id,
    documents.suggestedFolderId,
  ),
  attachmentFilename: refColumn<string | null>(
    [attachments.filename],
    attachments.id,
    documents.attachmentId,
  ),
  duplicateName: refColumn<string | null>(
    [documents.name],
    documents.id,
    documents.possibleDuplicateOf,
  ),
};

export type DocumentListRefRow = DocumentListRow & {
  [K in keyof typeof REF_COLUMNS]: (typeof REF_COLUMNS)[K] extends SQL<infer T> ? T : never;
};

/**
 * A total counted row by row (a search, or filters beyond the state) is exact up to this many
 * rows past the page's start; beyond, the list says "1,000+" (decision 063). Counting every match
 * reads every matching row: GIN has no index-only path, and the type, folder and processing
 * filters have no index a count could read alone.
 */
export const COUNTED_TOTAL_CAP = 1_000;

/**
 * A search's pages up to this many rows deep take the capped count and, with many matches, walk
 * the sort key's index; a deeper page reads every match anyway (the walk would read offset /
 * share-of-matches rows), so it counts them all and its total is exact.
 */
const CAPPED_SEARCH_DEPTH = 100;

/** Sort keys with a (project, key, id) btree in the list's order, which a search can walk. */
const WALKABLE_SORTS: ReadonlySet<TDocumentListQuery['sortBy']> = new Set([
  'createdAt',
  'name',
  'issueDate',
  'totalAmount',
]);

/** The list's total and, when read from the per-state counts, how many count rows there are. */
export interface ListTotals {
  total: string | number | bigint;
  parts: string | number | bigint | null;
}

/** Which filters a query sets and how it sorts: the statement's shape, not its values. */
export interface ListShape {
  state: boolean;
  type: boolean;
  processingStatus: boolean;
  folderId: boolean;
  contactId: boolean;
  from: boolean;
  to: boolean;
  search: boolean;
  /**
   * The total is counted only up to the `cap` parameter; a search's page then may walk the sort
   * key's index. Not for deep search pages (they read every match) or state-only lists (summed).
   */
  cappedTotal: boolean;
  sortBy: TDocumentListQuery['sortBy'];
  sortOrder: TDocumentListQuery['sortOrder'];
}

export function listShape(query: TDocumentListQuery): ListShape {
  const search = Boolean(query.search?.trim());
  const shape = {
    state: Boolean(query.state),
    type: Boolean(query.type),
    processingStatus: Boolean(query.processingStatus),
    folderId: Boolean(query.folderId),
    contactId: Boolean(query.contactId),
    from: Boolean(query.from),
    to: Boolean(query.to),
    search,
    sortBy: query.sortBy,
    sortOrder: query.sortOrder,
  };
  const cappedTotal = search
    ? WALKABLE_SORTS.has(query.sortBy) && query.page * query.limit <= CAPPED_SEARCH_DEPTH
    : filtersBeyondState(shape);
  return { ...shape, cappedTotal };
}

export function shapeKey(shape: ListShape): string {
  return JSON.stringify(shape);
}

/** Filters the per-state counts cannot answer; without them the total is read from those. */
function filtersBeyondState(shape: Omit<ListShape, 'cappedTotal'>): boolean {
  return (
    shape.search ||
    shape.type ||
    shape.processingStatus ||
    shape.folderId ||
    shape.contactId ||
    shape.from ||
    shape.to
  );
}

/**
 * How many rows a capped total counts: a search's first pages (all within the cap) the cap, other
 * lists the cap past the page's start, so every page they reach has a total beyond it.
 */
export function countCap(query: TDocumentListQuery): number {
  return query.search?.trim()
    ? COUNTED_TOTAL_CAP
    : (query.page - 1) * query.limit + COUNTED_TOTAL_CAP;
}

/** The values a statement of the query's shape is executed with. */
export function listParams(query: TDocumentListQuery, userId: string): Record<string, unknown> {
  const search = query.search?.trim();
  return {
    projectId: query.projectId,
    userId,
    states: query.state ?? [...DOCUMENT_STATES],
    types: query.type ?? null,
    processingStatuses: query.processingStatus ?? null,
    folderId: query.folderId ?? null,
    contactId: query.contactId ?? null,
    from: query.from ? `${query.from}T00:00:00Z` : null,
    to: query.to ? new Date(Date.parse(`${query.to}T00:00:00Z`) + 86_400_000).toISOString() : null,
    search: search ?? null,
    pattern: search ? `%${escapeLike(search)}%` : null,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
    cap: countCap(query),
  };
}

/**
 * How a filter writes the search: `indexed` as the search indexes read it; `fullText` only its
 * full-text side, `nameOnly` the rest (name contains, but no word matches); `walked` the same
 * test as `indexed` in function form, which no index serves, so the planner walks the sort key's
 * index and tests every row.
 */
type SearchAs = 'indexed' | 'fullText' | 'nameOnly' | 'walked';

function searchFilter(searchAs: SearchAs): SQL | undefined {
  // A subquery, so a generic plan parses the query once, not once per candidate row.
  const query = sql`(select websearch_to_tsquery('simple', ${param('search')}))`;
  switch (searchAs) {
    case 'indexed':
      return or(
        sql`${documents.searchVector} @@ ${query}`,
        sql`${documents.name} ilike ${param('pattern')}`,
      );
    case 'fullText':
      return sql`${documents.searchVector} @@ ${query}`;
    case 'nameOnly':
      // search_vector is never null (generated from coalesced text).
      return sql`${documents.name} ilike ${param('pattern')} and not (${documents.searchVector} @@ ${query})`;
    case 'walked':
      // ts_match_vq and texticlike are the functions behind @@ and ILIKE.
      return or(
        sql`ts_match_vq(${documents.searchVector}, ${query})`,
        sql`texticlike(${documents.name}, ${param('pattern')})`,
      );
  }
}

/** The shape's filters (without the membership test), on placeholders. */
function listFilter(shape: ListShape, searchAs: SearchAs = 'indexed'): SQL | undefined {
  return and(
    eq(documents.projectId, param('projectId')),
    shape.state ? sql`${documents.state} = any(${param('states')})` : undefined,
    shape.type ? sql`${documents.type} = any(${param('types')})` : undefined,
    shape.processingStatus
      ? sql`${documents.processingStatus} = any(${param('processingStatuses')})`
      : undefined,
    shape.folderId ? eq(documents.folderId, param('folderId')) : undefined,
    shape.contactId ? eq(documents.contactId, param('contactId')) : undefined,
    shape.from ? gte(documents.createdAt, param('from')) : undefined,
    shape.to ? lt(documents.createdAt, param('to')) : undefined,
    shape.search ? searchFilter(searchAs) : undefined,
  );
}

const member = memberExists(param('projectId'), param('userId'));

function sortExpression(sortBy: TDocumentListQuery['sortBy']): SQL | typeof documents.name {
  switch (sortBy) {
    case 'name':
      return documents.name;
    case 'updatedAt':
      return sql`${documents.updatedAt}`;
    // Stored columns kept from extracted_data (decision 063): no JSON read per sorted row.
    case 'issueDate':
      return sql`${documents.issueDate}`;
    case 'totalAmount':
      return sql`${documents.totalAmount}`;
    case 'createdAt':
      return sql`${documents.createdAt}`;
  }
}

/**
 * The total: counted when filters beyond the state apply (a search included), else summed from
 * the per-state counts, with how many count rows there are (to fold them when many piled up).
 */
function totalsOf(shape: ListShape, where: SQL | undefined) {
  if (filtersBeyondState(shape)) {
    return {
      // cap + 1 rows counted say "more than cap" (see cappedTotal).
      total: shape.cappedTotal
        ? sql<string>`(select count(*) from (select 1 from ${documents} where ${where}
            limit ${param('cap')}::int + 1) as hits)`
        : sql<string>`(select count(*) from ${documents} where ${where})`,
      parts: sql<null>`null`,
    };
  }
  const ofProject = eq(documentStateCounts.projectId, param('projectId'));
  return {
    total: sql<string>`(select coalesce(sum(${documentStateCounts.delta}), 0) from ${documentStateCounts}
      where ${ofProject} and ${documentStateCounts.state} = any(${param('states')}))`,
    parts: sql<string>`(select count(*) from ${documentStateCounts} where ${ofProject})`,
  };
}

const statementName = statementNames('documents_list');

/** The page statement of a shape (a search reads its matches once, see preparePagedList). */
export function preparePage(db: Db, shape: ListShape) {
  const where = listFilter(shape);
  const sort = {
    sortKey: sortExpression(shape.sortBy),
    sortOrder: shape.sortOrder,
    nulls: NOT_NULL_SORTS.has(shape.sortBy)
      ? sql``
      : shape.sortOrder === 'asc'
        ? sql`nulls first`
        : sql`nulls last`,
    idOrder: shape.sortOrder,
  };
  if (shape.search && shape.cappedTotal) {
    return prepareCappedSearchPage(db, {
      name: statementName(shape),
      table: documents,
      id: documents.id,
      columns: { ...LIST_COLUMNS, ...REF_COLUMNS, parts: sql<null>`null` },
      floorWhere: listFilter(shape, 'fullText')!,
      restWhere: listFilter(shape, 'nameOnly')!,
      walkWhere: listFilter(shape, 'walked')!,
      member,
      ...sort,
    });
  }
  const totals = shape.search
    ? { total: 'count matches' as const, parts: sql<null>`null` }
    : totalsOf(shape, where);
  return preparePagedList(db, {
    name: statementName(shape),
    table: documents,
    id: documents.id,
    columns: { ...LIST_COLUMNS, ...REF_COLUMNS, parts: totals.parts },
    where,
    member,
    ...sort,
    total: totals.total,
  });
}

export type PageStatement = ReturnType<typeof preparePage>;

/** For an empty page: is the caller a member, and the total (a page past the last one has one). */
export async function emptyPageTotals(
  db: Db,
  shape: ListShape,
  params: Record<string, unknown>,
): Promise<(ListTotals & { member: boolean }) | undefined> {
  const totals = totalsOf(shape, listFilter(shape));
  const [row] = await db
    .select({ member: sql<boolean>`${member}`, ...totals })
    .from(sql`(select 1) as one`)
    .prepare(`${statementName(shape)}_empty`)
    .execute(params);
  return row;
}

/** The refs of listed rows from their joined names (a ref whose row is gone stays out). */
export function refsOf(rows: DocumentListRefRow[]): DocumentRefs {
  const refs: DocumentRefs = {
    contacts: new Map(),
    folders: new Map(),
    attachments: new Map(),
    duplicates: new Map(),
  };
  const folder = (id: string | null, found: [string, string] | null) => {
    if (id && found) refs.folders.set(id, { id, name: found[0], color: found[1] });
  };
  for (const row of rows) {
    if (row.contactId && row.contactName !== null) {
      refs.contacts.set(row.contactId, { id: row.contactId, name: row.contactName });
    }
    folder(row.folderId, row.folder);
    folder(row.suggestedFolderId, row.suggestedFolder);
    if (row.attachmentId && row.attachmentFilename !== null) {
      refs.attachments.set(row.attachmentId, {
        id: row.attachmentId,
        filename: row.attachmentFilename,
      });
    }
    if (row.possibleDuplicateOf && row.duplicateName !== null) {
      refs.duplicates.set(row.possibleDuplicateOf, {
        id: row.possibleDuplicateOf,
        name: row.duplicateName,
      });
    }
  }
  return refs;
}
