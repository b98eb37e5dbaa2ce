import {
  DOCUMENT_MESSAGES,
  TRASH_RETENTION_DAYS,
  type TBulkDocumentRequest,
  type TDocument,
} from '@papertray/contract';
import type { Db, DbOrTx } from '../../platform/db/database';
import type { DocumentRow } from '../../platform/db/schema';
import { AppError } from '../../platform/http/app-error';
import type { FileStorage } from '../../platform/storage/file-storage';
import type { ContactsService } from '../contacts/contacts.service';
import type { FoldersRepository } from '../folders/folders.repository';
import type {
  DeletedFiles,
  DocumentReviewRepository,
  ReviewPatch,
} from './document-review.repository';
import type { DocumentsRepository } from './documents.repository';

const DAY_MS = 86_400_000;
/** Documents purged per transaction: bounded work and short locks however much trash piled up. */
const PURGE_BATCH = 100;

export interface DocumentReviewDeps {
  db: Db;
  documents: DocumentsRepository;
  review: DocumentReviewRepository;
  folders: FoldersRepository;
  contacts: ContactsService;
  storage: FileStorage;
  present: (row: DocumentRow) => Promise<TDocument>;
  log: { warn(object: object, message: string): void };
  /** Injectable so the 14-day purge can be tested with a fake "now". */
  now?: () => Date;
}

/**
 * The paper tray's actions. Every member of the project may review (outsiders get 404). A state
 * change and the contact's metadata (which leaves out the trash) commit together.
 */
export class DocumentReviewService {
  private readonly now: () => Date;

  constructor(private readonly deps: DocumentReviewDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  /**
   * Files the document: in the given folder, else the one it was moved to, else the suggested
   * one, else its type's default. The approval is what later suggestions learn from, so the
   * contact's documents still in the tray get the new suggestion at once.
   */
  async approve(id: string, userId: string, folderId?: string): Promise<TDocument> {
    const document = await this.forMember(id, userId);
    const target = folderId
      ? await this.folderIn(document.projectId, folderId)
      : (document.folderId ??
        document.suggestedFolderId ??
        (await this.deps.folders.ensureDefault(document.projectId, document.type ?? 'other')).id);
    return this.change(
      document,
      { state: 'approved', folderId: target, approvedAt: this.now(), trashedAt: null },
      async (tx, row) => {
        if (row.contactId) {
          const learned = await this.deps.folders.mostUsedForContact(row.contactId, null, tx);
          if (learned) await this.deps.review.suggestForTray(row.contactId, learned, tx);
        }
      },
    );
  }

  async trash(id: string, userId: string): Promise<TDocument> {
    const document = await this.forMember(id, userId);
    if (document.state === 'trash') return this.deps.present(document);
    return this.change(document, { state: 'trash', trashedAt: this.now() });
  }

  /** Back to the paper tray for another review; the folder is chosen again on approval. */
  async restore(id: string, userId: string): Promise<TDocument> {
    const document = await this.forMember(id, userId);
    return this.change(document, {
      state: 'paper_tray',
      folderId: null,
      approvedAt: null,
      trashedAt: null,
    });
  }

  async move(id: string, userId: string, folderId: string): Promise<TDocument> {
    const document = await this.forMember(id, userId);
    return this.change(document, { folderId: await this.folderIn(document.projectId, folderId) });
  }

  /** For good, and only from the trash: the row first, then its files if nothing else uses them. */
  async delete(id: string, userId: string): Promise<void> {
    const document = await this.forMember(id, userId);
    if (document.state !== 'trash') {
      throw new AppError('bad_request', DOCUMENT_MESSAGES.onlyTrashDeletable);
    }
    const files = await this.deps.review.deleteTrashed([id], this.deps.db);
    // Restored by someone else in the meantime: it is no longer in the trash.
    if (files.length === 0) throw new AppError('bad_request', DOCUMENT_MESSAGES.onlyTrashDeletable);
    await this.removeUnreferencedFiles(files);
  }

  /** One action over many documents; all must be visible to the user, else nothing happens. */
  async bulk(userId: string, request: TBulkDocumentRequest): Promise<TDocument[]> {
    for (const id of request.ids) await this.forMember(id, userId);
    const results: TDocument[] = [];
    for (const id of request.ids) {
      results.push(await this.applyBulk(id, userId, request));
    }
    return results;
  }

  /**
   * Deletes trash older than 14 days, batch by batch, then the files no row uses any more.
   * Answers how many documents went.
   */
  async purgeTrash(): Promise<number> {
    const cutoff = new Date(this.now().getTime() - TRASH_RETENTION_DAYS * DAY_MS);
    let purged = 0;
    for (;;) {
      const ids = await this.deps.review.findTrashedBefore(cutoff, PURGE_BATCH);
      if (ids.length === 0) return purged;
      const files = await this.deps.db.transaction((tx) =>
        this.deps.review.deleteTrashed(ids, tx, cutoff),
      );
      await this.removeUnreferencedFiles(files);
      purged += files.length;
      if (ids.length < PURGE_BATCH) return purged;
    }
  }

  private applyBulk(id: string, userId: string, request: TBulkDocumentRequest) {
    switch (request.action) {
      case 'approve':
        return this.approve(id, userId, request.folderId);
      case 'trash':
        return this.trash(id, userId);
      case 'restore':
        return this.restore(id, userId);
      case 'move':
        // The contract requires folderId for move.
        return this.move(id, userId, request.folderId!);
    }
  }

  private async change(
    document: DocumentRow,
    patch: ReviewPatch,
    after?: (tx: DbOrTx, row: DocumentRow) => Promise<void>,
  ): Promise<TDocument> {
    const row = await this.deps.db.transaction(async (tx) => {
      const updated = await this.deps.review.applyPatch(document.id, patch, tx);
      if (!updated) throw AppError.notFound(DOCUMENT_MESSAGES.documentNotFound);
      // Trash leaves the contact's figures out, so entering or leaving it changes them.
      if (document.state !== updated.state) {
        await this.deps.contacts.recomputeMetadata([updated.contactId], tx);
      }
      await after?.(tx, updated);
      return updated;
    });
    return this.deps.present(row);
  }

  /**
   * Files go only after their rows are gone, never the reverse. A failed delete leaves an
   * orphan file (harmless, logged), never a row without its file.
   */
  private async removeUnreferencedFiles(files: DeletedFiles[]): Promise<void> {
    const keys = files.flatMap((f) => (f.thumbnailKey ? [f.fileKey, f.thumbnailKey] : [f.fileKey]));
    for (const key of await this.deps.review.unreferenced(keys)) {
      await this.deps.storage
        .delete(key)
        .catch((error: unknown) => this.deps.log.warn({ err: error, key }, 'File delete failed'));
    }
  }

  private async folderIn(projectId: string, folderId: string): Promise<string> {
    const folder = await this.deps.folders.findInProject(projectId, folderId);
    if (!folder) throw AppError.notFound(DOCUMENT_MESSAGES.folderNotFound);
    return folder.id;
  }

  private async forMember(id: string, userId: string): Promise<DocumentRow> {
    const found = await this.deps.documents.findForMember(id, userId);
    if (!found) throw AppError.notFound(DOCUMENT_MESSAGES.documentNotFound);
    return found.document;
  }
}
