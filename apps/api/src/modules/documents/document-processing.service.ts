import type { FastifyBaseLogger } from 'fastify';
import type { TDocumentFieldMeta, TExtractedData } from '@papertray/contract';
import type { LlmOptions, TExtractionResult } from '@papertray/extract';
import { applyLearnedName, ExtractError, UnsupportedFileTypeError } from '@papertray/extract/light';
import type { Db, DbOrTx } from '../../platform/db/database';
import type { DocumentRow } from '../../platform/db/schema';
import { FileNotFoundError, type FileStorage } from '../../platform/storage/file-storage';
import type { ContactsService } from '../contacts/contacts.service';
import type { FolderSuggestion } from '../folders/folder-suggestion';
import type { AnalysisQuota } from './analysis-quota';
import { nameFromData, processedName } from './document-name';
import type { DocumentsRepository } from './documents.repository';
import { extractionLibrary } from './extraction-library';
import { measuredExtraction } from './extraction-metrics';
import { mergeKeepingUserValues } from './extracted-fields';
import type { LearnedFieldsService } from '../learned-fields/learned-fields.service';
import type { UsualCurrency } from './usual-currency';

/** Failures that another attempt cannot fix: the file itself is the problem. */
const PERMANENT_EXTRACT_ERRORS = new Set([
  'UNSUPPORTED_FILE_TYPE',
  'ENCRYPTED_PDF',
  'CORRUPT_FILE',
]);

/** Image types mail brings that the extraction library does not read directly. */
const CONVERTIBLE_IMAGES = new Set(['image/gif', 'image/tiff', 'image/bmp', 'image/heic']);

export interface ProcessingAttempt {
  documentId: string;
  runId: string;
  /** 1 on the first run of the job. */
  attempt: number;
  /** No retry follows this attempt. */
  isLast: boolean;
}

export interface DocumentProcessingDeps {
  db: Db;
  storage: FileStorage;
  documents: DocumentsRepository;
  contacts: ContactsService;
  folders: FolderSuggestion;
  quota: AnalysisQuota;
  /** A contact's learned fields, read first on its documents, and the name a user gave it. */
  learned?: Pick<LearnedFieldsService, 'hintsFor' | 'nameFor'>;
  /** The supplier's or project's usual currency for a document that shows none (092). */
  usualCurrency?: Pick<UsualCurrency, 'apply'>;
  /** The optional language model (config LLM_*) that completes empty or unsure fields. */
  llm?: LlmOptions | null;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}

/** PostgreSQL text and jsonb cannot hold NUL characters, which broken PDFs do contain. */
function withoutNul<T>(value: T): T {
  return JSON.parse(JSON.stringify(value).replaceAll('\\u0000', '')) as T;
}

/**
 * Turns a stored file into extracted data, a name, a contact, a suggested folder and a thumbnail.
 * Runs as the document-process job; every write is tied to the run id, so a superseded or
 * repeated job changes nothing, and fields a user corrected are kept.
 */
export class DocumentProcessingService {
  constructor(private readonly deps: DocumentProcessingDeps) {}

  async process(input: ProcessingAttempt): Promise<void> {
    const { documents } = this.deps;
    const document = await documents.startAttempt(input.documentId, input.runId, input.attempt);
    if (!document) return;

    const quota = await this.deps.quota.claim(document.projectId, document.id);
    if (!quota.allowed) {
      await this.fail(document, input.runId, quota.message);
      return;
    }

    let result: TExtractionResult;
    let content: Buffer;
    try {
      content = await this.readable(document);
      const readable = content;
      const { extractDocument } = await extractionLibrary();
      result = await measuredExtraction(() =>
        extractDocument(readable, { filename: document.originalFilename, layout: true }),
      );
      result = await this.withLanguageModel(document, result);
    } catch (error) {
      if (error instanceof ExtractError && PERMANENT_EXTRACT_ERRORS.has(error.code)) {
        await this.fail(document, input.runId, error.message);
        return;
      }
      if (error instanceof FileNotFoundError) {
        await this.fail(document, input.runId, 'The stored file is missing; upload it again.');
        this.deps.log.error({ err: error, documentId: document.id }, 'Document file missing');
        return;
      }
      await this.retryOrFail(document, input, error as Error);
      throw error;
    }

    const thumbnailKey = await this.thumbnail(document, content, result);
    await this.save(document, input.runId, withoutNul(result), thumbnailKey);
  }

  /**
   * The result completed by the configured language model: it fills fields that are empty or
   * weaker than its own confidence, never e-invoice or user values. Not asked when an e-invoice
   * was read (its values are exact). A model that fails or answers nonsense costs nothing: the
   * document keeps what extraction read, and the failure is logged.
   */
  private async withLanguageModel(
    document: DocumentRow,
    result: TExtractionResult,
  ): Promise<TExtractionResult> {
    const { llm } = this.deps;
    if (!llm || Object.values(result.fieldMeta).some((m) => m?.source === 'e-invoice')) {
      return result;
    }
    const { refineWithLlm } = await extractionLibrary();
    try {
      return await refineWithLlm(result, llm);
    } catch (error) {
      if (!(error instanceof ExtractError)) throw error;
      this.deps.log.warn({ err: error, documentId: document.id }, 'Language model step failed');
      return result;
    }
  }

  /** The original, or a PNG of it for image types the library does not read itself. */
  private async readable(document: DocumentRow): Promise<Buffer> {
    const original = await this.deps.storage.getBuffer(document.fileKey);
    if (!CONVERTIBLE_IMAGES.has(document.mimeType)) return original;
    // Loaded here: sharp is a native library the processes that never convert need not map.
    const { default: sharp } = await import('sharp');
    try {
      return await sharp(original).rotate().png().toBuffer();
    } catch {
      // e.g. HEIC without a decoder in this sharp build: retrying cannot help.
      throw new UnsupportedFileTypeError(document.mimeType);
    }
  }

  private async thumbnail(
    document: DocumentRow,
    content: Buffer,
    result: TExtractionResult,
  ): Promise<string | null> {
    if (result.fileType === 'xml') return null;
    try {
      const { renderThumbnail } = await extractionLibrary();
      const thumbnail = await renderThumbnail(content, result.fileType);
      return (await this.deps.storage.put(thumbnail.data)).key;
    } catch (error) {
      // A document without a preview is still a document.
      this.deps.log.warn({ err: error, documentId: document.id }, 'Thumbnail failed');
      return null;
    }
  }

  private async save(
    document: DocumentRow,
    runId: string,
    result: TExtractionResult,
    thumbnailKey: string | null,
  ): Promise<void> {
    const { db, documents, contacts, folders } = this.deps;
    await db.transaction(async (tx) => {
      const current = await documents.findById(document.id, tx);
      if (!current || current.processingRunId !== runId) return;
      const merged = mergeKeepingUserValues(
        { data: current.extractedData, meta: current.fieldMeta },
        { data: result.extractedData, meta: result.fieldMeta as TDocumentFieldMeta },
      );
      const type = current.typeSetByUser && current.type ? current.type : result.type;
      const contactId = current.contactSetByUser
        ? current.contactId
        : await contacts.upsertVendor(current.projectId, merged.data.vendor, tx);
      await this.applyLearned(merged, contactId, result, tx);
      await this.deps.usualCurrency?.apply(
        merged,
        { projectId: current.projectId, contactId, documentId: current.id },
        tx,
      );
      const possibleDuplicateOf = await this.sameInvoice(current, contactId, merged.data, tx);
      const suggestedFolderId = await folders.suggest(
        { projectId: current.projectId, documentId: current.id, contactId, type },
        tx,
      );
      const previousAutoName =
        current.extractedData && current.type
          ? nameFromData(current.type, current.extractedData)
          : null;
      await documents.finishAttempt(
        current.id,
        runId,
        {
          name: processedName({
            currentName: current.name,
            originalFilename: current.originalFilename,
            previousAutoName,
            type,
            data: merged.data,
          }),
          type,
          extractedData: merged.data,
          fieldMeta: merged.meta,
          text: result.text,
          pageCount: result.pageCount,
          thumbnailKey: thumbnailKey ?? current.thumbnailKey,
          contactId,
          suggestedFolderId,
          possibleDuplicateOf,
          processingStatus: 'done',
          processingError: null,
          processedAt: new Date(),
        },
        tx,
      );
      await contacts.recomputeMetadata([current.contactId, contactId], tx);
    });
  }

  /**
   * The contact's learned fields go over the text rules' values (never e-invoice or user ones);
   * the name a user gave the contact goes over any name read (decision 088).
   */
  private async applyLearned(
    merged: { data: TExtractedData; meta: TDocumentFieldMeta },
    contactId: string | null,
    result: TExtractionResult,
    tx: DbOrTx,
  ): Promise<void> {
    if (!contactId || !this.deps.learned) return;
    const name = await this.deps.learned.nameFor(contactId, tx);
    if (name) applyLearnedName({ extractedData: merged.data, fieldMeta: merged.meta }, name);
    if (!result.layout?.length) return;
    const hints = await this.deps.learned.hintsFor(contactId, tx);
    if (!hints.length) return;
    const ocrPages = result.pages.filter((p) => p.source === 'ocr').length;
    const { applyLearnedHints } = await extractionLibrary();
    applyLearnedHints(
      { extractedData: merged.data, fieldMeta: merged.meta },
      result.layout,
      hints,
      ocrPages > result.pages.length / 2 ? 'ocr' : 'text',
    );
  }

  private async sameInvoice(
    document: DocumentRow,
    contactId: string | null,
    data: TExtractedData,
    tx: DbOrTx,
  ): Promise<string | null> {
    if (!contactId || !data.invoiceNumber || data.totalAmount === null) return null;
    return this.deps.documents.findSameInvoice(
      {
        projectId: document.projectId,
        documentId: document.id,
        createdBefore: document.createdAt,
        contactId,
        invoiceNumber: data.invoiceNumber,
        totalAmount: data.totalAmount,
      },
      tx,
    );
  }

  private async fail(document: DocumentRow, runId: string, message: string): Promise<void> {
    await this.deps.documents.finishAttempt(document.id, runId, {
      processingStatus: 'failed',
      processingError: message,
    });
  }

  /** Between attempts the document shows queued with the reason; after the last, failed. */
  private async retryOrFail(document: DocumentRow, input: ProcessingAttempt, error: Error) {
    const reason = error.message || 'Unexpected error';
    await this.deps.documents.finishAttempt(document.id, input.runId, {
      processingStatus: input.isLast ? 'failed' : 'queued',
      processingError: input.isLast
        ? `Processing failed after ${input.attempt} attempts: ${reason}`
        : `Attempt ${input.attempt} failed (${reason}); trying again shortly.`,
    });
  }
}
