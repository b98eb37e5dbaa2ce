import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../database';
import type { DeltaCountTable } from '../delta-counts';

/** How many delta rows a project has in a count table: what folding keeps small. */
export async function deltaCountRows(
  db: DbOrTx,
  table: DeltaCountTable,
  projectId: string,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(table.projectId.table as PgTable)
    .where(eq(table.projectId, projectId));
  return Number(row?.n);
}
