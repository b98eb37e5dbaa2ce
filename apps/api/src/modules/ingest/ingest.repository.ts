import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';
import { attachments, emails, mailLedger } from '../../platform/db/schema';

export type NewEmail = typeof emails.$inferInsert;
export type NewAttachment = typeof attachments.$inferInsert;
export type NewLedgerEntry = typeof mailLedger.$inferInsert;

/** The only SQL of ingestion; every statement runs in the caller's transaction. */
export class IngestRepository {
  /** Inserts the mails not stored yet; returns rawKey → id for the ones it created. */
  async insertEmails(tx: DbOrTx, rows: NewEmail[]): Promise<Map<string, string>> {
    if (rows.length === 0) return new Map();
    const created = await tx
      .insert(emails)
      .values(rows)
      .onConflictDoNothing()
      .returning({ id: emails.id, rawKey: emails.rawKey });
    return new Map(created.map((row) => [row.rawKey, row.id]));
  }

  /** Ids of mails already stored for these raw hashes in one source (inbox, or SMTP when null). */
  async findEmailIds(
    tx: DbOrTx,
    projectId: string,
    inboxId: string | null,
    rawKeys: string[],
  ): Promise<Map<string, string>> {
    if (rawKeys.length === 0) return new Map();
    const rows = await tx
      .select({ id: emails.id, rawKey: emails.rawKey })
      .from(emails)
      .where(
        and(
          eq(emails.projectId, projectId),
          inboxId ? eq(emails.inboxId, inboxId) : isNull(emails.inboxId),
          inArray(emails.rawKey, rawKeys),
        ),
      );
    return new Map(rows.map((row) => [row.rawKey, row.id]));
  }

  async insertAttachments(tx: DbOrTx, rows: NewAttachment[]): Promise<void> {
    // Chunked: PostgreSQL caps a statement at 65,535 parameters (16 per row here).
    for (let i = 0; i < rows.length; i += 1000) {
      await tx
        .insert(attachments)
        .values(rows.slice(i, i + 1000))
        .onConflictDoNothing();
    }
  }

  async insertLedger(tx: DbOrTx, rows: NewLedgerEntry[]): Promise<void> {
    if (rows.length === 0) return;
    await tx.insert(mailLedger).values(rows).onConflictDoNothing();
  }
}
