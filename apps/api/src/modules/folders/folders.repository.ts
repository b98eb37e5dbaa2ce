import { and, asc, count, desc, eq, getTableColumns, isNotNull, max, ne, sql } from 'drizzle-orm';
import { DEFAULT_FOLDER_NAMES, type TDocumentType } from '@papertray/contract';
import type { Db, DbOrTx } from '../../platform/db/database';
import { documents, folders, type FolderRow } from '../../platform/db/schema';

export type FolderWithCount = FolderRow & { documentCount: number };

/**
 * Counted when read, never stored: a count that is not kept cannot drift. Trash is not filed.
 * `folders.id` is spelled out because drizzle leaves single-table columns unqualified, which
 * inside the subquery would mean the document's id.
 */
const documentCount = sql<number>`(
  select count(*) from ${documents} d where d.folder_id = "folders"."id" and d.state <> 'trash'
)::int`;

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
   * ties), ignoring one document (the one being suggested for), if given.
   */
  async mostUsedForContact(
    contactId: string,
    exceptDocumentId: string | null,
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
          exceptDocumentId ? ne(documents.id, exceptDocumentId) : undefined,
        ),
      )
      .groupBy(documents.folderId)
      .orderBy(desc(count()), desc(max(documents.approvedAt)))
      .limit(1);
    return row?.folderId ?? null;
  }

  /** The project's folders with their document counts, defaults first, then by name. */
  async listWithCounts(projectId: string): Promise<FolderWithCount[]> {
    return this.db
      .select({ ...getTableColumns(folders), documentCount })
      .from(folders)
      .where(eq(folders.projectId, projectId))
      .orderBy(desc(folders.isDefault), asc(folders.name), asc(folders.id));
  }

  async findInProject(projectId: string, folderId: string): Promise<FolderWithCount | null> {
    const [row] = await this.db
      .select({ ...getTableColumns(folders), documentCount })
      .from(folders)
      .where(and(eq(folders.projectId, projectId), eq(folders.id, folderId)))
      .limit(1);
    return row ?? null;
  }

  async insert(input: {
    projectId: string;
    name: string;
    description: string;
    color: string;
  }): Promise<FolderRow> {
    const [row] = await this.db.insert(folders).values(input).returning();
    if (!row) throw new Error('folder insert returned nothing');
    return row;
  }

  async update(
    folderId: string,
    patch: Partial<Pick<FolderRow, 'name' | 'description' | 'color'>>,
  ): Promise<void> {
    await this.db
      .update(folders)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(folders.id, folderId));
  }

  /**
   * Deletes a user folder unless documents are filed in it, checked in the same statement so a
   * document approved into it meanwhile keeps its folder. False when it was not deleted.
   */
  async deleteIfEmpty(folderId: string): Promise<boolean> {
    const deleted = await this.db
      .delete(folders)
      .where(and(eq(folders.id, folderId), eq(folders.isDefault, false), sql`${documentCount} = 0`))
      .returning({ id: folders.id });
    return deleted.length > 0;
  }
}
