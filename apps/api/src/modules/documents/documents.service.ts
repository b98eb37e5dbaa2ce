import type { Readable } from 'node:stream';
import {
  DOCUMENT_MESSAGES,
  emptyExtractedData,
  MESSAGES,
  type TDocument,
  type TDocumentList,
  type TDocumentListQuery,
  type TUpdateDocumentRequest,
} from '@papertray/contract';
import type { DbOrTx } from '../../platform/db/database';
import type { DocumentRow } from '../../platform/db/schema';
import { AppError } from '../../platform/http/app-error';
import type { FileStorage } from '../../platform/storage/file-storage';
import type { ContactsService } from '../contacts/contacts.service';
import type { FolderSuggestion } from '../folders/folder-suggestion';
import type { FoldersRepository } from '../folders/folders.repository';
import { learnableFields, type CorrectionToLearn } from '../learned-fields/learned-fields.service';
import type { DocumentIntakeService } from './document-intake.service';
import type { DocumentViewTokens } from './document-view-urls';
import { presentDocument } from './documents.presenter';
import type { DocumentsRepository } from './documents.repository';
import { applyUserPatch } from './extracted-fields';

/** Queues (or, without a queue, runs) learning from a correction. */
export type LearningTrigger = (correction: CorrectionToLearn) => Promise<void>;

/** A signed-in member, or a view token from the document's viewUrl/thumbnailUrl. */
export type DocumentAccess = { userId: string } | { token: string };

export interface DocumentFile {
  stream: Readable;
  filename: string;
  contentType: string;
  size: number;
}

/** Reading and changing documents for members of their project (outsiders get 404). */
export class DocumentsService {
  constructor(
    private readonly documents: DocumentsRepository,
    private readonly intake: DocumentIntakeService,
    private readonly storage: FileStorage,
    private readonly viewTokens: DocumentViewTokens,
    private readonly folders: FolderSuggestion,
    private readonly db: DbOrTx,
    private readonly contacts: Pick<ContactsService, 'existsInProject' | 'recomputeMetadata'>,
    private readonly folderRows: Pick<FoldersRepository, 'findInProject'>,
    /** Starts learning where the contact prints the corrected fields (learned-fields). */
    private readonly learnFromCorrection: LearningTrigger = async () => {},
  ) {}

  async present(row: DocumentRow): Promise<TDocument> {
    return presentDocument(row, await this.documents.loadRefs([row]), this.viewTokens.urlsFor(row));
  }

  async get(documentId: string, userId: string): Promise<TDocument> {
    return this.present(await this.forMember(documentId, userId));
  }

  async list(userId: string, query: TDocumentListQuery): Promise<TDocumentList> {
    const page = await this.documents.listForMember(query, userId);
    if (!page) throw AppError.notFound(MESSAGES.projectNotFound);
    const { rows, refs, total, totalIsLowerBound } = page;
    return {
      data: rows.map((row) => presentDocument(row, refs, this.viewTokens.urlsFor(row))),
      pagination: {
        page: query.page,
        limit: query.limit,
        total,
        pages: Math.ceil(total / query.limit),
        totalIsLowerBound,
      },
    };
  }

  /**
   * Name, type, field, contact and folder corrections; corrected fields, the type and the contact
   * are marked as the user's and kept by reprocessing. A new type or contact in the paper tray
   * also gets a new suggested folder; the contacts' figures follow a contact or field change.
   */
  async update(
    documentId: string,
    userId: string,
    patch: TUpdateDocumentRequest,
  ): Promise<TDocument> {
    const document = await this.forMember(documentId, userId);
    const corrected = patch.extractedData
      ? applyUserPatch(
          { data: document.extractedData ?? emptyExtractedData(), meta: document.fieldMeta },
          patch.extractedData,
        )
      : null;
    if (patch.folderId !== undefined) {
      const folder = await this.folderRows.findInProject(document.projectId, patch.folderId);
      if (!folder) throw AppError.notFound(DOCUMENT_MESSAGES.folderNotFound);
    }
    const row = await this.db.transaction(async (tx) => {
      if (
        patch.contactId &&
        !(await this.contacts.existsInProject(document.projectId, patch.contactId, tx))
      ) {
        throw AppError.notFound(DOCUMENT_MESSAGES.contactNotFound);
      }
      const newType = patch.type !== undefined && patch.type !== document.type;
      const newContact = patch.contactId !== undefined && patch.contactId !== document.contactId;
      const suggestedFolderId =
        (newType || newContact) && document.state === 'paper_tray'
          ? await this.folders.suggest(
              {
                projectId: document.projectId,
                documentId: document.id,
                contactId: patch.contactId === undefined ? document.contactId : patch.contactId,
                type: patch.type ?? document.type ?? 'other',
              },
              tx,
            )
          : undefined;
      const updated = await this.documents.update(
        document.id,
        {
          ...(patch.name === undefined ? {} : { name: patch.name }),
          ...(suggestedFolderId === undefined ? {} : { suggestedFolderId }),
          ...(patch.type === undefined ? {} : { type: patch.type, typeSetByUser: true }),
          ...(corrected ? { extractedData: corrected.data, fieldMeta: corrected.meta } : {}),
          ...(patch.contactId === undefined
            ? {}
            : { contactId: patch.contactId, contactSetByUser: true }),
          ...(patch.folderId === undefined ? {} : { folderId: patch.folderId }),
        },
        tx,
      );
      // The figures (count, totals, last seen) are derived from the contact's documents: a new
      // contact changes both contacts', an edited date or amount the contact's own.
      if (updated && (newContact || corrected)) {
        await this.contacts.recomputeMetadata([document.contactId, updated.contactId], tx);
      }
      return updated;
    });
    if (!row) throw AppError.notFound(DOCUMENT_MESSAGES.documentNotFound);
    const learnable = patch.extractedData ? learnableFields(patch.extractedData) : [];
    if (learnable.length && row.contactId) {
      await this.learnFromCorrection({
        documentId: row.id,
        fields: learnable,
        learnedAt: new Date().toISOString(),
      });
    }
    return this.present(row);
  }

  /**
   * Runs processing again (after a failure, an upgrade or a correction); user-corrected fields
   * stay. A run that is still waiting or working is left alone: the upload dialog calls this
   * right after uploading, which already queued the first run.
   */
  async process(documentId: string, userId: string): Promise<TDocument> {
    const document = await this.forMember(documentId, userId);
    const pending =
      document.processingStatus === 'processing' ||
      (document.processingStatus === 'queued' && document.processingError === null);
    return this.present(pending ? document : await this.intake.startRun(document));
  }

  /** The original, for a member (bearer) or for the holder of the document's view token. */
  async file(documentId: string, access: DocumentAccess): Promise<DocumentFile> {
    const document = await this.forAccess(documentId, access, 'file');
    return {
      stream: await this.storage.get(document.fileKey),
      filename: document.originalFilename,
      contentType: document.mimeType,
      size: document.size,
    };
  }

  async thumbnail(documentId: string, access: DocumentAccess): Promise<DocumentFile> {
    const document = await this.forAccess(documentId, access, 'thumbnail');
    if (!document.thumbnailKey) throw AppError.notFound(DOCUMENT_MESSAGES.noThumbnail);
    const head = await this.storage.head(document.thumbnailKey);
    if (!head) throw AppError.notFound(DOCUMENT_MESSAGES.noThumbnail);
    return {
      stream: await this.storage.get(document.thumbnailKey),
      filename: `${document.name}.webp`,
      contentType: 'image/webp',
      size: head.size,
    };
  }

  private async forAccess(
    documentId: string,
    access: DocumentAccess,
    what: 'file' | 'thumbnail',
  ): Promise<DocumentRow> {
    if ('userId' in access) return this.forMember(documentId, access.userId);
    if (!this.viewTokens.verify(documentId, what, access.token)) {
      throw AppError.forbidden(DOCUMENT_MESSAGES.viewLinkInvalid);
    }
    const document = await this.documents.findById(documentId);
    if (!document) throw AppError.notFound(DOCUMENT_MESSAGES.documentNotFound);
    return document;
  }

  /** Every role of the team may work with documents; outsiders cannot tell it exists. */
  private async forMember(documentId: string, userId: string): Promise<DocumentRow> {
    const found = await this.documents.findForMember(documentId, userId);
    if (!found) throw AppError.notFound(DOCUMENT_MESSAGES.documentNotFound);
    return found.document;
  }
}
