import { and, asc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db/database';
import { attachments, emails } from '../../platform/db/schema';

/**
 * Reads the mail side's marker (emails.document_status = 'pending', set by ingestion for mail
 * with PDF or image attachments) and clears it once the documents exist.
 */
export class MailDocumentsRepository {
  constructor(private readonly db: Db) {}

  async pendingEmailIds(limit: number): Promise<string[]> {
    const rows = await this.db
      .select({ id: emails.id })
      .from(emails)
      .where(eq(emails.documentStatus, 'pending'))
      .orderBy(asc(emails.createdAt))
      .limit(limit);
    return rows.map((row) => row.id);
  }

  /** Locks the mail so two sweeps never turn it into documents at once; null once done. */
  async lockPendingEmail(emailId: string, tx: DbOrTx) {
    const [row] = await tx
      .select({ id: emails.id, projectId: emails.projectId })
      .from(emails)
      .where(and(eq(emails.id, emailId), eq(emails.documentStatus, 'pending')))
      .for('update', { skipLocked: true })
      .limit(1);
    return row ?? null;
  }

  async candidateAttachments(emailId: string, tx: DbOrTx) {
    return tx
      .select()
      .from(attachments)
      .where(and(eq(attachments.emailId, emailId), eq(attachments.isDocumentCandidate, true)))
      .orderBy(asc(attachments.position));
  }

  async markDone(emailId: string, tx: DbOrTx): Promise<void> {
    await tx.update(emails).set({ documentStatus: 'done' }).where(eq(emails.id, emailId));
  }
}
