import type { FastifyBaseLogger } from 'fastify';
import {
  LEARNABLE_FIELDS,
  LEARNED_FIELD_MESSAGES,
  type TExtractedData,
  type TLearnableField,
  type TLearnedFieldList,
  type TMessageResponse,
} from '@papertray/contract';
import type { StoredHint } from '@papertray/extract';
import { extractionLibrary } from '../documents/extraction-library';
import type { DbOrTx } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import type { FileStorage } from '../../platform/storage/file-storage';
import type { ContactsService } from '../contacts/contacts.service';
import type { DocumentsRepository } from '../documents/documents.repository';
import { presentLearnedField } from './learned-fields.presenter';
import type { LearnedFieldsRepository } from './learned-fields.repository';

/** Learning reads the first pages only: the fields sit there, and OCR costs seconds a page. */
const LEARNING_OCR_PAGES = 2;

export interface CorrectionToLearn {
  documentId: string;
  fields: TLearnableField[];
  /** When the correction was made: what the UI says it learned from. */
  learnedAt: string;
}

/**
 * Learning from corrections: a corrected field tells where its contact prints that field (label
 * and place, packages/extract learned/); the contact's next documents are read with it first.
 * Members see a contact's learned fields and can forget each.
 */
export class LearnedFieldsService {
  constructor(
    private readonly deps: {
      repo: LearnedFieldsRepository;
      contacts: ContactsService;
      documents: DocumentsRepository;
      storage: FileStorage;
      log: Pick<FastifyBaseLogger, 'warn'>;
    },
  ) {}

  async list(contactId: string, userId: string): Promise<TLearnedFieldList> {
    await this.deps.contacts.get(contactId, userId);
    const rows = await this.deps.repo.listForContact(contactId);
    return { data: rows.map(presentLearnedField) };
  }

  async forget(
    contactId: string,
    learnedFieldId: string,
    userId: string,
  ): Promise<TMessageResponse> {
    await this.deps.contacts.get(contactId, userId);
    if (!(await this.deps.repo.delete(contactId, learnedFieldId))) {
      throw AppError.notFound(LEARNED_FIELD_MESSAGES.learnedFieldNotFound);
    }
    return { message: LEARNED_FIELD_MESSAGES.forgotten };
  }

  /** What processing applies to a document of this contact. */
  async hintsFor(contactId: string, tx: DbOrTx): Promise<StoredHint[]> {
    const rows = await this.deps.repo.hintsForContact(contactId, tx);
    return rows.map((r) => ({ hint: r.hint, learnedAt: r.learnedAt.toISOString() }));
  }

  /**
   * Re-reads the corrected document's text with positions (it is not stored; corrections are
   * rare) and keeps, per corrected field, where its value is printed. A value the document does
   * not print (typed in, misread by OCR) teaches nothing. Runs as a job: it may OCR a scan.
   */
  async learnFromCorrection(correction: CorrectionToLearn): Promise<void> {
    const document = await this.deps.documents.findById(correction.documentId);
    if (!document?.contactId || !document.extractedData) return;
    const fields = correction.fields.filter(
      (f) =>
        document.fieldMeta[f]?.source === 'user' && valueOf(document.extractedData!, f) !== null,
    );
    if (!fields.length) return;
    const content = await this.deps.storage.getBuffer(document.fileKey);
    const { extractDocument, learnHint } = await extractionLibrary();
    const { layout } = await extractDocument(content, {
      layout: true,
      maxOcrPages: LEARNING_OCR_PAGES,
    }).catch((error: unknown) => {
      this.deps.log.warn({ err: error, documentId: document.id }, 'Learning: file unreadable');
      return { layout: undefined };
    });
    if (!layout?.length) return;
    for (const field of fields) {
      const hint = learnHint(field, valueOf(document.extractedData, field)!, layout);
      if (!hint) continue;
      await this.deps.repo.save({
        projectId: document.projectId,
        contactId: document.contactId,
        field,
        hint,
        documentId: document.id,
        learnedAt: new Date(correction.learnedAt),
      });
    }
  }
}

function valueOf(data: TExtractedData, field: TLearnableField): string | number | null {
  if (field === 'vendor.taxId') return data.vendor.taxId;
  return data[field];
}

/** The corrected fields of a patch that can be learned (set to a value, not cleared). */
export function learnableFields(patch: {
  vendor?: { taxId?: string | null } | undefined;
  [key: string]: unknown;
}): TLearnableField[] {
  return LEARNABLE_FIELDS.filter((field) =>
    field === 'vendor.taxId'
      ? patch.vendor?.taxId !== undefined && patch.vendor.taxId !== null
      : patch[field] !== undefined && patch[field] !== null,
  );
}
