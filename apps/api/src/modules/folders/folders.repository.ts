import { and, count, desc, eq, isNotNull, max, ne } from 'drizzle-orm';
import { DEFAULT_FOLDER_NAMES, type TDocumentType } from '@papertray/contract';
import type { Db, DbOrTx } from '../../platform/db/database';
import { documents, folders } from '../../platform/db/schema';

export class FoldersRepository {
  constructor(private readonly db: Db) {}

  /** The project's default folder for a type, created on first use (race-safe by its index). */
  async ensureDefault(projectId: string, type: TDocumentType, tx: DbOrTx = this.db) {
    await tx
      .insert(folders)
      .values({ projectId, name: DEFAULT_FOLDER_NAMES[type], isDefault: true, documentType: type })
      .onConflictDoNothing();
    const [row] = await tx
      .select()
      .from(folders)
      .where(
        and(
          eq(folders.projectId, projectId),
          eq(folders.isDefault, true),
          eq(folders.documentType, type),
        ),
      )
      .limit(1);
    if (!row) throw new Error(`default folder for ${type} missing after insert`);
    return row;
  }

  /**
   * The folder this contact's documents were approved into most often (latest approval breaks
   * ties), ignoring one document (the one being suggested for).
   */
  async mostUsedForContact(
    contactId: string,
    exceptDocumentId: string,
    tx: DbOrTx = this.db,
  ): Promise<string | null> {
    const [row] = await tx
      .select({ folderId: documents.folderId })
      .from(documents)
      .where(
        and(
          eq(documents.contactId, contactId),
          eq(documents.state, 'approved'),
          isNotNull(documents.folderId),
          ne(documents.id, exceptDocumentId),
        ),
      )
      .groupBy(documents.folderId)
      .orderBy(desc(count()), desc(max(documents.approvedAt)))
      .limit(1);
    return row?.folderId ?? null;
  }
}
