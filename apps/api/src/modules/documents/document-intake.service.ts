import { randomUUID } from 'node:crypto';
import { DOCUMENT_MESSAGES, MESSAGES, type TDocumentSource } from '@papertray/contract';
import type { Db } from '../../platform/db/database';
import type { DocumentRow } from '../../platform/db/schema';
import { AppError } from '../../platform/http/app-error';
import type { FileStorage } from '../../platform/storage/file-storage';
import type { PlanLimits } from '../billing/plan-limits';
import type { ProjectsRepository } from '../projects/projects.repository';
import type { DocumentsRepository } from './documents.repository';
import type { MailDocumentsRepository } from './mail-documents.repository';
import { assembleScanPdf, type ScannedPage } from './scan-assembly';
import { MIME_OF, uploadFileType } from './upload-file-type';

export interface UploadedFile {
  filename: string;
  content: Buffer;
}

export interface IntakeResult {
  document: DocumentRow;
  /** False when the project already had this file. */
  created: boolean;
}

export interface DocumentIntakeDeps {
  db: Db;
  storage: FileStorage;
  documents: DocumentsRepository;
  projects: ProjectsRepository;
  mail: MailDocumentsRepository;
  /** Uploads and scans count towards the owner's storage limit. */
  limits: Pick<PlanLimits, 'assertWithin'>;
  /** Gets the document's current run processed: queues its job, or runs it here without a queue. */
  startProcessing: ProcessingTrigger;
}

export type ProcessingTrigger = (document: {
  id: string;
  processingRunId: string;
}) => Promise<void>;

/** A queued document older than this without progress lost its job (e.g. a crash before send). */
const STALE_QUEUED_MS = 5 * 60 * 1000;
/** Longer than every attempt of the job (3 x 10 min expiry plus backoff) can take. */
const STUCK_PROCESSING_MS = 60 * 60 * 1000;
const STUCK_MESSAGE = 'Processing stopped without a result. Use "Process again" to retry.';
const SWEEP_BATCH = 100;

function cleanFilename(name: string, fallback: string): string {
  // Browsers send a bare name; some tools send a path. Control characters never reach headers.
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return clean.slice(0, 255) || fallback;
}

/**
 * How files become documents: uploads, mobile scans and mail attachments. The original is stored
 * first; the document row follows (one per file per project, by SHA-256); the processing job is
 * queued last. A crash between the steps loses nothing: the sweep finds what is left over.
 */
export class DocumentIntakeService {
  constructor(private readonly deps: DocumentIntakeDeps) {}

  async upload(
    userId: string,
    input: { projectId: string; file: UploadedFile; source: Exclude<TDocumentSource, 'email'> },
  ): Promise<IntakeResult> {
    await this.assertMember(input.projectId, userId);
    const fileType = await uploadFileType(input.file.content);
    return this.intake({
      projectId: input.projectId,
      content: input.file.content,
      filename: cleanFilename(
        input.file.filename,
        `document.${fileType === 'jpeg' ? 'jpg' : fileType}`,
      ),
      mimeType: MIME_OF[fileType],
      source: input.source,
    });
  }

  /** The pages of a mobile scan (images) become one PDF, in page order. */
  async uploadScan(
    userId: string,
    input: { projectId: string; pages: ScannedPage[] },
  ): Promise<IntakeResult> {
    await this.assertMember(input.projectId, userId);
    if (input.pages.length === 0) throw new AppError('bad_request', DOCUMENT_MESSAGES.noScans);
    for (const page of input.pages) {
      const type = await uploadFileType(page.content);
      if (type === 'pdf') {
        throw new AppError('unsupported_file_type', DOCUMENT_MESSAGES.invalidFileType);
      }
    }
    const pdf = await assembleScanPdf(input.pages);
    return this.intake({
      projectId: input.projectId,
      content: pdf,
      filename: 'scan.pdf',
      mimeType: MIME_OF.pdf,
      source: 'mobile_scan',
    });
  }

  /**
   * Turns mail marked for documents into documents, one mail per transaction: every candidate
   * attachment becomes a document (source email) or, when the project has the file already,
   * links the existing document to this mail. Returns how many documents were created.
   */
  async createFromPendingMail(limit = SWEEP_BATCH): Promise<number> {
    const { db, documents, mail } = this.deps;
    let createdCount = 0;
    for (const emailId of await mail.pendingEmailIds(limit)) {
      const created = await db.transaction(async (tx) => {
        const email = await mail.lockPendingEmail(emailId, tx);
        if (!email) return [];
        const fresh: DocumentRow[] = [];
        for (const attachment of await mail.candidateAttachments(emailId, tx)) {
          const result = await documents.insertUnlessKnown(
            {
              projectId: email.projectId,
              name: attachment.filename,
              originalFilename: attachment.filename,
              fileKey: attachment.sha256,
              size: attachment.size,
              mimeType: attachment.detectedMime ?? attachment.contentType,
              source: 'email',
              emailId,
              attachmentId: attachment.id,
            },
            tx,
          );
          await documents.linkAttachment(
            result.document.id,
            { attachmentId: attachment.id, emailId },
            tx,
          );
          if (result.created) fresh.push(result.document);
        }
        await mail.markDone(emailId, tx);
        return fresh;
      });
      for (const document of created) await this.enqueue(document);
      createdCount += created.length;
    }
    return createdCount;
  }

  /** Runs that stopped without a result show failed, so the user can retry them. */
  failStuckProcessing(now = new Date()): Promise<number> {
    return this.deps.documents.failStuckProcessing(
      new Date(now.getTime() - STUCK_PROCESSING_MS),
      STUCK_MESSAGE,
    );
  }

  /** Sends the job again for documents whose run has no job (it was never sent). */
  async resendStale(now = new Date()): Promise<number> {
    const stale = await this.deps.documents.findStaleQueued(
      new Date(now.getTime() - STALE_QUEUED_MS),
      SWEEP_BATCH,
    );
    for (const document of stale) await this.enqueue(document);
    return stale.length;
  }

  /**
   * Starts a new processing run and queues its job. Returns the document as it is afterwards
   * (without a queue, processing has already run).
   */
  async startRun(document: DocumentRow): Promise<DocumentRow> {
    const row = await this.deps.documents.startRun(document.id, randomUUID());
    if (!row) throw AppError.notFound(DOCUMENT_MESSAGES.documentNotFound);
    await this.enqueue(row);
    return (await this.deps.documents.findById(row.id)) ?? row;
  }

  private enqueue(document: DocumentRow): Promise<void> {
    return this.deps.startProcessing(document);
  }

  private async intake(input: {
    projectId: string;
    content: Buffer;
    filename: string;
    mimeType: string;
    source: TDocumentSource;
  }): Promise<IntakeResult> {
    await this.deps.limits.assertWithin(
      'storageBytes',
      { projectId: input.projectId },
      { adding: input.content.length },
    );
    const stored = await this.deps.storage.put(input.content);
    const result = await this.deps.documents.insertUnlessKnown({
      projectId: input.projectId,
      name: input.filename,
      originalFilename: input.filename,
      fileKey: stored.key,
      size: stored.size,
      mimeType: input.mimeType,
      source: input.source,
    });
    if (!result.created) return result;
    await this.enqueue(result.document);
    const current = await this.deps.documents.findById(result.document.id);
    return { document: current ?? result.document, created: true };
  }

  private async assertMember(projectId: string, userId: string): Promise<void> {
    const project = await this.deps.projects.findForMember(projectId, userId);
    if (!project) throw AppError.notFound(MESSAGES.projectNotFound);
  }
}
