import { and, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';
import { documentAnalyses } from '../../platform/db/schema';

/** The "AI analyses per month" ledger the plan limit is counted on. */
export class DocumentAnalysesRepository {
  async isRecorded(documentId: string, month: string, tx: DbOrTx): Promise<boolean> {
    const [row] = await tx
      .select({ n: count() })
      .from(documentAnalyses)
      .where(and(eq(documentAnalyses.documentId, documentId), eq(documentAnalyses.month, month)));
    return Number(row?.n ?? 0) > 0;
  }

  async record(projectId: string, documentId: string, month: string, tx: DbOrTx): Promise<void> {
    await tx
      .insert(documentAnalyses)
      .values({ projectId, documentId, month })
      .onConflictDoNothing();
  }
}
