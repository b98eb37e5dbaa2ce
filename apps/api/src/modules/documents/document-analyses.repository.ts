import { and, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';
import { documentAnalyses, projects, users } from '../../platform/db/schema';

/** The "AI analyses per month" ledger the plan limit is counted on. */
export class DocumentAnalysesRepository {
  /** The project's owner and their plan, with the owner's row locked for the transaction. */
  async lockOwnerOf(projectId: string, tx: DbOrTx) {
    const [row] = await tx
      .select({ ownerId: users.id, plan: users.plan })
      .from(projects)
      .innerJoin(users, eq(users.id, projects.ownerId))
      .where(eq(projects.id, projectId))
      .for('update', { of: users })
      .limit(1);
    return row ?? null;
  }

  async isRecorded(documentId: string, month: string, tx: DbOrTx): Promise<boolean> {
    const [row] = await tx
      .select({ n: count() })
      .from(documentAnalyses)
      .where(and(eq(documentAnalyses.documentId, documentId), eq(documentAnalyses.month, month)));
    return Number(row?.n ?? 0) > 0;
  }

  /** Analyses this month over every project the owner owns. */
  async countForOwner(ownerId: string, month: string, tx: DbOrTx): Promise<number> {
    const [row] = await tx
      .select({ n: count() })
      .from(documentAnalyses)
      .innerJoin(projects, eq(projects.id, documentAnalyses.projectId))
      .where(and(eq(projects.ownerId, ownerId), eq(documentAnalyses.month, month)));
    return Number(row?.n ?? 0);
  }

  async record(projectId: string, documentId: string, month: string, tx: DbOrTx): Promise<void> {
    await tx
      .insert(documentAnalyses)
      .values({ projectId, documentId, month })
      .onConflictDoNothing();
  }
}
