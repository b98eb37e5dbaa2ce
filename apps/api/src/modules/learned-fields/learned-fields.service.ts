import type { FastifyBaseLogger } from 'fastify';
import {
  LEARNED_FIELD_NAMES,
  LEARNED_FIELD_MESSAGES,
  type TExtractedData,
  type TLearnableField,
  type TLearnedFieldList,
  type TLearnedFieldName,
  type TMessageResponse,
} from '@papertray/contract';
import type { LearnedHint, StoredHint, StoredName } from '@papertray/extract';
import { extractionLibrary } from '../documents/extraction-library';
import type { Db, DbOrTx } from '../../platform/db/database';
import type { DocumentRow } from '../../platform/db/schema';
import { companyNameKey } from '../contacts/contact-matching';
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
  fields: TLearnedFieldName[];
  /** When the correction was made: what the UI says it learned from. */
  learnedAt: string;
}

/**
 * Learning from corrections: a corrected field tells where its contact prints that field (label
 * and place, packages/extract learned/); the contact's next documents are read with it first.
 * A corrected vendor name is kept as it is: the contact takes it and its next documents get it
 * (decision 088). Members see a contact's learned fields and can forget each.
 */
export class LearnedFieldsService {
  constructor(
    private readonly deps: {
      db: Db;
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
    await this.deps.db.transaction(async (tx) => {
      const deleted = await this.deps.repo.delete(contactId, learnedFieldId, tx);
      if (!deleted) throw AppError.notFound(LEARNED_FIELD_MESSAGES.learnedFieldNotFound);
      // A forgotten name: the contact is called what it was before, unless renamed since.
      const { hint } = deleted;
      if (hint.field === 'vendor.name') {
        await this.deps.contacts.restoreName(contactId, hint.name, hint.previousName, tx);
      }
    });
    return { message: LEARNED_FIELD_MESSAGES.forgotten };
  }

  /** Where this contact prints its fields: what processing reads a document of it with. */
  async hintsFor(contactId: string, tx: DbOrTx): Promise<StoredHint[]> {
    const rows = await this.deps.repo.hintsForContact(contactId, tx);
    return rows.flatMap((r) =>
      r.hint.field === 'vendor.name'
        ? []
        : [{ hint: r.hint satisfies LearnedHint, learnedAt: r.learnedAt.toISOString() }],
    );
  }

  /** The name a correction gave this contact, which its documents get (decision 088). */
  async nameFor(contactId: string, tx: DbOrTx): Promise<StoredName | null> {
    const row = await this.deps.repo.findField(contactId, 'vendor.name', tx);
    if (row?.hint.field !== 'vendor.name') return null;
    return { name: row.hint.name, learnedAt: row.learnedAt.toISOString() };
  }

  /**
   * Re-reads the corrected document's text with positions (it is not stored; corrections are
   * rare) and keeps, per corrected field, where its value is printed. A value the document does
   * not print (typed in, misread by OCR) teaches nothing. Runs as a job: it may OCR a scan.
   */
  async learnFromCorrection(correction: CorrectionToLearn): Promise<void> {
    const document = await this.deps.documents.findById(correction.documentId);
    if (!document?.contactId || !document.extractedData) return;
    const corrected = correction.fields.filter(
      (f) =>
        document.fieldMeta[f]?.source === 'user' && valueOf(document.extractedData!, f) !== null,
    );
    if (corrected.includes('vendor.name')) await this.learnName(document, correction.learnedAt);
    const fields = corrected.filter((f): f is TLearnableField => f !== 'vendor.name');
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

  /**
   * The corrected vendor name becomes the contact's name and what its next documents get
   * (decision 088); the name key of the contact stays, so documents printing the other name
   * still find it. A second correction replaces the name but keeps the first name to go back to.
   */
  private async learnName(document: DocumentRow, learnedAt: string): Promise<void> {
    const contactId = document.contactId;
    const name = document.extractedData?.vendor.name?.trim();
    if (!contactId || !name) return;
    await this.deps.db.transaction(async (tx) => {
      const earlier = await this.deps.repo.findField(contactId, 'vendor.name', tx);
      const previous = await this.deps.contacts.rename(contactId, name, tx);
      if (previous === null) return;
      await this.deps.repo.save(
        {
          projectId: document.projectId,
          contactId,
          field: 'vendor.name',
          hint: {
            field: 'vendor.name',
            name,
            nameKey: companyNameKey(name),
            previousName:
              earlier?.hint.field === 'vendor.name' ? earlier.hint.previousName : previous,
          },
          documentId: document.id,
          learnedAt: new Date(learnedAt),
        },
        tx,
      );
    });
  }
}

function valueOf(data: TExtractedData, field: TLearnedFieldName): string | number | null {
  if (field === 'vendor.taxId') return data.vendor.taxId;
  if (field === 'vendor.name') return data.vendor.name?.trim() || null;
  return data[field];
}

/** The corrected fields of a patch that can be learned (set to a value, not cleared). */
export function learnableFields(patch: {
  vendor?: { taxId?: string | null; name?: string | null } | undefined;
  [key: string]: unknown;
}): TLearnedFieldName[] {
  return LEARNED_FIELD_NAMES.filter((field) => {
    if (field === 'vendor.taxId') return patch.vendor?.taxId != null;
    if (field === 'vendor.name') return !!patch.vendor?.name?.trim();
    return patch[field] !== undefined && patch[field] !== null;
  });
}
