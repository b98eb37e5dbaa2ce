/**
 * Per-project counts kept as appended deltas (document_state_counts, contact_type_counts):
 * triggers append rows as writes change the counts, readers sum them, and fold a project's
 * rows into one per key once more than COUNT_ROWS_BEFORE_FOLD pile up.
 */
import { getTableName, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './database';
import { contactTypeCounts, documentStateCounts } from './schema';

export const COUNT_ROWS_BEFORE_FOLD = 64;

export interface DeltaCountTable {
  projectId: AnyPgColumn;
  /** What is counted per project: the state, the type ... */
  key: AnyPgColumn;
  delta: AnyPgColumn;
}

export const DOCUMENT_STATE_COUNTS: DeltaCountTable = {
  projectId: documentStateCounts.projectId,
  key: documentStateCounts.state,
  delta: documentStateCounts.delta,
};

export const CONTACT_TYPE_COUNTS: DeltaCountTable = {
  projectId: contactTypeCounts.projectId,
  key: contactTypeCounts.type,
  delta: contactTypeCounts.delta,
};

/**
 * One row per key instead of many, in one statement. Safe next to writers and other folds: rows
 * another transaction adds meanwhile are not deleted, and a row is deleted only once.
 */
export async function foldDeltaCounts(
  db: DbOrTx,
  table: DeltaCountTable,
  projectId: string,
): Promise<void> {
  const name = sql.identifier(getTableName(table.projectId.table));
  const projectColumn = sql.identifier(table.projectId.name);
  const key = sql.identifier(table.key.name);
  const delta = sql.identifier(table.delta.name);
  await db.execute(sql`
    with folded as (
      delete from ${name} where ${projectColumn} = ${projectId}
      returning ${key}, ${delta}
    )
    insert into ${name} (${projectColumn}, ${key}, ${delta})
    select ${projectId}::uuid, ${key}, sum(${delta})::int from folded
    group by ${key} having sum(${delta}) <> 0`);
}
