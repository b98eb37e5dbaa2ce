/**
 * The contacts list as named prepared statements, one per query shape (searched or not, type
 * filter or not, sort key and direction): built once per process, planned once per connection.
 * One statement answers a page: the rows with their project's name, the total and, as a
 * one-time filter, the caller's membership (rows prove it; an empty page asks again).
 */
import { and, eq, getTableColumns, or, sql, type SQL } from 'drizzle-orm';
import type { TContactListQuery } from '@papertray/contract';
import type { Db } from '../../platform/db/database';
import { contacts, contactTypeCounts, projects } from '../../platform/db/schema';
import {
  escapeLike,
  preparePagedList,
  statementNames,
} from '../../platform/db/paged-list-statement';
import { memberExists } from '../projects/project-membership.sql';

const SORT_COLUMNS = {
  name: contacts.name,
  'metadata.totalAmount': contacts.totalAmount,
  'metadata.lastSeen': contacts.lastSeen,
  'metadata.documentCount': contacts.documentCount,
  createdAt: contacts.createdAt,
} as const;

const param = (name: string) => sql.placeholder(name);

/** Which filters a query sets and how it sorts: the statement's shape, not its values. */
interface ContactListShape {
  search: boolean;
  type: boolean;
  sortBy: TContactListQuery['sortBy'];
  sortOrder: TContactListQuery['sortOrder'];
}

export function contactListShape(query: TContactListQuery): ContactListShape {
  return {
    search: Boolean(query.search),
    type: Boolean(query.type),
    sortBy: query.sortBy,
    sortOrder: query.sortOrder,
  };
}

/** The values a statement of the query's shape is executed with. */
export function contactListParams(
  query: TContactListQuery,
  userId: string,
): Record<string, unknown> {
  return {
    projectId: query.projectId,
    userId,
    type: query.type ?? null,
    pattern: query.search ? `%${escapeLike(query.search)}%` : null,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  };
}

function contactFilter(shape: ContactListShape): SQL | undefined {
  const pattern = param('pattern');
  return and(
    eq(contacts.projectId, param('projectId')),
    shape.type ? eq(contacts.type, param('type')) : undefined,
    shape.search
      ? or(
          sql`${contacts.name} ilike ${pattern}`,
          sql`${contacts.email} ilike ${pattern}`,
          sql`${contacts.taxId} ilike ${pattern}`,
        )
      : undefined,
  );
}

const member = memberExists(param('projectId'), param('userId'));

/** The project's name, for each listed contact (the same project for all of them). */
const projectName = sql<string>`(select ${sql.identifier('projects_ref')}.${sql.identifier(projects.name.name)}
  from ${projects} as ${sql.identifier('projects_ref')}
  where ${sql.identifier('projects_ref')}.${sql.identifier(projects.id.name)} = ${sql.identifier('contacts')}.${sql.identifier(contacts.projectId.name)})`;

/**
 * The total and how many count rows it was summed from (to fold them when many piled up): a
 * search counts its matches (the page statement reads them once instead, see preparePagedList);
 * otherwise the per-type counts answer without reading the contacts.
 */
function totalsOf(shape: ContactListShape) {
  if (shape.search) {
    return {
      total: sql<string>`(select count(*) from ${contacts} where ${contactFilter(shape)})`,
      parts: sql<null>`null`,
    };
  }
  const counts = and(
    eq(contactTypeCounts.projectId, param('projectId')),
    shape.type ? eq(contactTypeCounts.type, param('type')) : undefined,
  );
  return {
    total: sql<string>`(select coalesce(sum(${contactTypeCounts.delta}), 0) from ${contactTypeCounts} where ${counts})`,
    parts: sql<string>`(select count(*) from ${contactTypeCounts}
      where ${eq(contactTypeCounts.projectId, param('projectId'))})`,
  };
}

const statementName = statementNames('contacts_list');

/** The page statement of a shape (a search reads its matches once, see preparePagedList). */
export function prepareContactPage(db: Db, shape: ContactListShape) {
  const totals = totalsOf(shape);
  return preparePagedList(db, {
    name: statementName(shape),
    table: contacts,
    id: contacts.id,
    columns: { ...getTableColumns(contacts), projectName, parts: totals.parts },
    where: contactFilter(shape),
    member,
    sortKey: SORT_COLUMNS[shape.sortBy],
    sortOrder: shape.sortOrder,
    nulls: shape.sortOrder === 'asc' ? sql`nulls first` : sql`nulls last`,
    idOrder: 'asc',
    total: shape.search ? 'count matches' : totals.total,
  });
}

export type ContactPageStatement = ReturnType<typeof prepareContactPage>;

/** For an empty page: is the caller a member, and the total (a page past the last one has one). */
export async function emptyContactPageTotals(
  db: Db,
  shape: ContactListShape,
  params: Record<string, unknown>,
): Promise<{ member: boolean; total: string | number | bigint } | undefined> {
  const [row] = await db
    .select({ member: sql<boolean>`${member}`, total: totalsOf(shape).total })
    .from(sql`(select 1) as one`)
    .prepare(`${statementName(shape)}_empty`)
    .execute(params);
  return row;
}
