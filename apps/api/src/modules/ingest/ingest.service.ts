import { MailParseError, parseMessage, type ParsedMessage } from '@papertray/mail';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../platform/db/database';
import type { EmailSource } from '../../platform/db/schema';
import type { FileStorage, PutManyItem } from '../../platform/storage/file-storage';
import type {
  IngestRepository,
  NewAttachment,
  NewEmail,
  NewLedgerEntry,
} from './ingest.repository';
import { contentKeyOf } from '../../platform/storage/content-hash';

/** One raw message as a mail source delivered it. */
export interface RawMessageInput {
  projectId: string;
  /** Null for mail that arrived on the project's receiving address (SMTP). */
  inboxId: string | null;
  source: EmailSource;
  /** IMAP position; all three set for IMAP, none for SMTP. */
  mailbox?: string;
  uidValidity?: number;
  uid?: number;
  raw: Buffer;
  /** IMAP internal date or SMTP arrival; stands in for a missing Date header. */
  receivedAt?: Date;
}

export interface IngestResult {
  emailId: string;
  /** False when the same raw was already stored for this source (a re-run, another folder ...). */
  created: boolean;
}

export interface IngestBatchOptions {
  /** Runs inside the batch's transaction after the rows, e.g. to advance a sync cursor. */
  onCommit?: (tx: DbOrTx) => Promise<void>;
}

export interface IngestHooks {
  /**
   * Called after a commit that created mail with document candidates (never inside the
   * transaction, never failing it): the cue to make their documents now rather than at the next
   * sweep. Runs once per commit, not per mail.
   */
  onDocumentsPending?: () => void;
}

/** What survives of a parsed message once its files are stored: no attachment bytes. */
interface PreparedMessage {
  input: RawMessageInput;
  rawKey: string;
  email: NewEmail;
  attachments: Omit<NewAttachment, 'emailId'>[];
}

/** Stored and parsed messages, ready for commitBatch; holds no attachment bytes. */
export interface PreparedBatch {
  readonly messages: readonly PreparedMessage[];
  /** Resolves once every file of the batch is durable; rejects when one could not be stored. */
  readonly durable: Promise<void>;
}

/** Several prepared batches (e.g. SMTP deliveries) as one, for one transaction. */
export function mergePrepared(batches: readonly PreparedBatch[]): PreparedBatch {
  if (batches.length === 1) return batches[0]!;
  return {
    messages: batches.flatMap((batch) => batch.messages),
    durable: Promise.all(batches.map((batch) => batch.durable)).then(() => undefined),
  };
}

/**
 * Raw bytes parsed per wave: a wave's files are stored together (one flush pass, see
 * FileStorage.putMany) while the next wave parses, so a batch of large mails never holds more
 * than about two waves.
 */
const STORE_EARLY_BYTES = 16 * 1024 * 1024;
const UNREADABLE_SUBJECT = '(message could not be read)';

/**
 * The one ingestion path for every mail source. Order matters for crash safety: the raw bytes
 * and the attachment files of a batch are stored and fsynced first (together, see putMany), and
 * only then (commitBatch waits for them) one transaction writes the email rows, their
 * attachments and the ledger. A crash before the commit leaves files nobody refers to yet
 * (content-addressed, so the retry reuses them) and no rows; after it, a retry finds the rows
 * through the unique constraints and adds nothing.
 */
export class IngestService {
  constructor(
    private readonly db: Db,
    private readonly storage: FileStorage,
    private readonly repo: IngestRepository,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
    private readonly hooks: IngestHooks = {},
  ) {}

  async ingestRawMessage(input: RawMessageInput): Promise<IngestResult> {
    const [result] = await this.ingestBatch([input]);
    if (!result) throw new Error('ingestBatch returned no result');
    return result;
  }

  /** Ingests messages of one source in one transaction; results are in input order. */
  async ingestBatch(
    inputs: RawMessageInput[],
    options: IngestBatchOptions = {},
  ): Promise<IngestResult[]> {
    return this.commitBatch(await this.prepareBatch(inputs), options);
  }

  /**
   * First half of ingestBatch: parses the raw messages and starts storing them and their files.
   * Split out so a sync can prepare the next chunk while the previous one commits. Resolves
   * once every message is parsed; `durable` resolves once every file is fsynced, and
   * commitBatch waits for it (the order crash safety needs: files, then rows). Messages are
   * parsed a wave (STORE_EARLY_BYTES of raw) at a time, and a wave's files are flushed while
   * the next wave parses: at most one flush is in flight.
   */
  async prepareBatch(inputs: RawMessageInput[]): Promise<PreparedBatch> {
    const messages: PreparedMessage[] = [];
    let storing: Promise<unknown> = Promise.resolve();
    let start = 0;
    while (start < inputs.length) {
      let end = start;
      let bytes = 0;
      while (end < inputs.length && (end === start || bytes < STORE_EARLY_BYTES)) {
        bytes += inputs[end]!.raw.length;
        end++;
      }
      const parsed = await Promise.all(inputs.slice(start, end).map((input) => this.parse(input)));
      const files: PutManyItem[] = [];
      for (const { message, contents } of parsed) {
        messages.push(message);
        files.push(...contents);
      }
      // One flush at a time: the previous wave's must be done before this wave's starts.
      const previous = storing;
      storing = previous.then(() => this.storage.putMany(files));
      // Awaited by commitBatch; a failure here must not surface as unhandled meanwhile.
      storing.catch(() => {});
      if (end < inputs.length) await previous;
      start = end;
    }
    const durable = storing.then(() => undefined);
    // A batch that is never committed (its sync failed on an earlier chunk) must not turn a
    // failed flush into an unhandled rejection; commitBatch still sees the failure.
    durable.catch(() => {});
    return { messages, durable };
  }

  /** Second half: the rows of a prepared batch, in one transaction. */
  async commitBatch(
    batch: PreparedBatch,
    options: IngestBatchOptions = {},
  ): Promise<IngestResult[]> {
    const prepared = batch.messages;
    await batch.durable;
    const results = await this.db.transaction(async (tx) => {
      const results = await this.write(tx, prepared);
      await options.onCommit?.(tx);
      return results;
    });
    const documentsPending = prepared.some(
      (message, index) => results[index]!.created && message.email.documentStatus === 'pending',
    );
    if (documentsPending) this.requestDocuments();
    return results;
  }

  /** The mail is committed whatever happens here: a failing cue leaves it to the sweep. */
  private requestDocuments(): void {
    try {
      this.hooks.onDocumentsPending?.();
    } catch (error) {
      this.log.warn({ err: error }, 'Could not ask for documents of new mail; the sweep will');
    }
  }

  /**
   * A message's rows-to-be and the files still to store (the raw first), each with the SHA-256
   * the parser computed while reading it: every byte is hashed once.
   */
  private async parse(
    input: RawMessageInput,
  ): Promise<{ message: PreparedMessage; contents: { key: string; content: Buffer }[] }> {
    const rawSize = input.raw.length;
    let parsed: ParsedMessage;
    try {
      parsed = await parseMessage(input.raw, { receivedAt: input.receivedAt });
    } catch (error) {
      const rawKey = contentKeyOf(input.raw);
      // Never lose a mail to a parser problem: keep the raw and show why it is unreadable.
      if (!(error instanceof MailParseError)) {
        this.log.warn({ err: error, rawKey }, 'Unexpected error while parsing a mail');
      }
      const email: NewEmail = {
        messageId: `<${rawKey}@papertray.invalid>`,
        subject: UNREADABLE_SUBJECT,
        from: [],
        to: [],
        cc: [],
        date: input.receivedAt ?? new Date(),
        textContent: null,
        htmlContent: null,
        hasAttachments: false,
        attachmentCount: 0,
        rawKey,
        rawSize,
        parseError: (error as Error).message || 'The message could not be parsed',
        warnings: [],
        documentStatus: 'none',
      };
      return {
        message: { input, rawKey, email, attachments: [] },
        contents: [{ key: rawKey, content: input.raw }],
      };
    }
    const rawKey = parsed.rawSha256;
    const files = parsed.attachments;
    const hasCandidates = files.some((file) => file.isDocumentCandidate);
    const message: PreparedMessage = {
      input,
      rawKey,
      email: {
        messageId: parsed.messageId,
        subject: parsed.subject,
        from: parsed.from,
        to: parsed.to,
        cc: parsed.cc,
        date: parsed.date,
        textContent: parsed.text,
        htmlContent: parsed.html,
        hasAttachments: files.some((file) => !file.inline || file.isDocumentCandidate),
        attachmentCount: files.length,
        rawKey,
        rawSize,
        parseError: null,
        warnings: parsed.warnings,
        documentStatus: hasCandidates ? 'pending' : 'none',
      },
      attachments: files.map((file, position) => ({
        position,
        filename: file.filename,
        originalFilename: file.originalFilename,
        contentType: file.contentType,
        detectedType: file.detectedType,
        detectedMime: file.detectedMime,
        size: file.size,
        sha256: file.sha256,
        inline: file.inline,
        contentId: file.contentId,
        isDocumentCandidate: file.isDocumentCandidate,
        mimePath: file.path,
      })),
    };
    const contents = [{ key: rawKey, content: input.raw }];
    for (const file of files) contents.push({ key: file.sha256, content: file.content });
    return { message, contents };
  }

  private async write(tx: DbOrTx, messages: readonly PreparedMessage[]): Promise<IngestResult[]> {
    // A batch may mix sources only in theory; group so each lookup is scoped to one source.
    const groups = new Map<string, PreparedMessage[]>();
    for (const message of messages) {
      const key = `${message.input.projectId}/${message.input.inboxId ?? 'smtp'}`;
      const group = groups.get(key);
      if (group) group.push(message);
      else groups.set(key, [message]);
    }
    const idByMessage = new Map<PreparedMessage, IngestResult>();
    for (const group of groups.values()) {
      const { projectId, inboxId, source } = group[0]!.input;
      const from = { projectId, inboxId, source };
      const unique = new Map(group.map((m) => [m.rawKey, m]));
      const created = await this.repo.insertEmails(
        tx,
        from,
        [...unique.values()].map((m) => m.email),
      );
      // Only a re-run (or a repeat) meets rows that exist already: no lookup otherwise.
      const missing = [...unique.keys()].filter((key) => !created.has(key));
      const existing = await this.repo.findEmailIds(tx, from, missing);

      const newAttachments: NewAttachment[] = [];
      for (const [rawKey, message] of unique) {
        const emailId = created.get(rawKey);
        if (emailId) {
          for (const a of message.attachments) newAttachments.push({ ...a, emailId });
        }
      }
      await this.repo.insertAttachments(tx, projectId, newAttachments);

      const claimed = new Set<string>();
      const ledger: NewLedgerEntry[] = [];
      for (const message of group) {
        const createdId = created.get(message.rawKey);
        const emailId = createdId ?? existing.get(message.rawKey);
        if (!emailId) throw new Error(`no email row for raw ${message.rawKey}`);
        // The first copy of new bytes in this batch created the row; later copies are duplicates.
        const isFirst = createdId !== undefined && !claimed.has(message.rawKey);
        claimed.add(message.rawKey);
        idByMessage.set(message, { emailId, created: isFirst });
        // Without an IMAP position a repeat adds no information: the first entry stands.
        if (!isFirst && message.input.uid === undefined) continue;
        ledger.push({
          mailbox: message.input.mailbox ?? null,
          uidValidity: message.input.uidValidity ?? null,
          uid: message.input.uid ?? null,
          messageId: message.email.messageId,
          rawSha256: message.rawKey,
          emailId,
        });
      }
      await this.repo.insertLedger(tx, from, ledger);
    }
    return messages.map((message) => idByMessage.get(message)!);
  }
}
