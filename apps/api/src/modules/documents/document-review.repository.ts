import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db/database';
import { attachments, documents, emails, type DocumentRow } from '../../platform/db/schema';

/** The review columns a state change writes. */
export type ReviewPatch = Partial<
  Pick<DocumentRow, 'state' | 'folderId' | 'approvedAt' | 'trashedAt'>
>;

/** The stored files a deleted document pointed at. */
export interface DeletedFiles {
  fileKey: string;
  thumbnailKey: string | null;
}

/** SQL of the review actions: approve, trash, restore, move, permanent delete and purge. */
export class DocumentReviewRepository {
  constructor(private readonly db: Db) {}

  async applyPatch(id: string, patch: ReviewPatch, tx: DbOrTx): Promise<DocumentRow | null> {
    const [row] = await tx
      .update(documents)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(documents.id, id))
      .returning();
    return row ?? null;
  }

  /** What the contact's documents still waiting in the tray suggest, after a new approval. */
  async suggestForTray(contactId: string, folderId: string, tx: DbOrTx): Promise<void> {
    await tx
      .update(documents)
      .set({ suggestedFolderId: folderId })
      .where(and(eq(documents.contactId, contactId), eq(documents.state, 'paper_tray')));
  }

  /**
   * Deletes the rows that are (still) in the trash, and trashed before the cutoff if one is
   * given (a document restored and trashed again meanwhile starts its 14 days anew). Answers the
   * files they pointed at.
   */
  async deleteTrashed(ids: string[], tx: DbOrTx, trashedBefore?: Date): Promise<DeletedFiles[]> {
    if (ids.length === 0) return [];
    return tx
      .delete(documents)
      .where(
        and(
          inArray(documents.id, ids),
          eq(documents.state, 'trash'),
          trashedBefore ? lt(documents.trashedAt, trashedBefore) : undefined,
        ),
      )
      .returning({ fileKey: documents.fileKey, thumbnailKey: documents.thumbnailKey });
  }

  /** Trash older than the cutoff, oldest first, a batch at a time. */
  async findTrashedBefore(cutoff: Date, limit: number): Promise<string[]> {
    const rows = await this.db
      .select({ id: documents.id })
      .from(documents)
      .where(and(eq(documents.state, 'trash'), lt(documents.trashedAt, cutoff)))
      .orderBy(asc(documents.trashedAt))
      .limit(limit);
    return rows.map((row) => row.id);
  }

  /**
   * The keys no row refers to any more. Storage is content-addressed: the same bytes may be
   * another project's document, a thumbnail, a mail attachment or a raw mail.
   */
  async unreferenced(keys: string[]): Promise<string[]> {
    const unique = [...new Set(keys)];
    if (unique.length === 0) return [];
    const found = await Promise.all([
      this.db
        .selectDistinct({ key: documents.fileKey })
        .from(documents)
        .where(inArray(documents.fileKey, unique)),
      this.db
        .selectDistinct({ key: documents.thumbnailKey })
        .from(documents)
        .where(inArray(documents.thumbnailKey, unique)),
      this.db
        .selectDistinct({ key: attachments.sha256 })
        .from(attachments)
        .where(inArray(attachments.sha256, unique)),
      this.db
        .selectDistinct({ key: emails.rawKey })
        .from(emails)
        .where(inArray(emails.rawKey, unique)),
    ]);
    const referenced = new Set(found.flat().map((row) => row.key));
    return unique.filter((key) => !referenced.has(key));
  }
}
