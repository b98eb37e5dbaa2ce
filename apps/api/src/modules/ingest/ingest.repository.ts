import { sql } from 'drizzle-orm';
import type { TEmailAddress } from '@papertray/contract';
import type { DbOrTx } from '../../platform/db/database';
import type { DocumentStatus, EmailSource } from '../../platform/db/schema';

/** Where a batch of mail came from: every row of one insert shares it. */
export interface MailSourceRef {
  projectId: string;
  /** Null for the project's own address (SMTP). */
  inboxId: string | null;
  source: EmailSource;
}

export interface NewEmail {
  messageId: string;
  subject: string;
  from: TEmailAddress[];
  to: TEmailAddress[];
  cc: TEmailAddress[];
  date: Date;
  textContent: string | null;
  htmlContent: string | null;
  hasAttachments: boolean;
  attachmentCount: number;
  rawKey: string;
  rawSize: number;
  parseError: string | null;
  warnings: string[];
  documentStatus: DocumentStatus;
}

export interface NewAttachment {
  emailId: string;
  position: number;
  filename: string;
  originalFilename: string | null;
  contentType: string;
  detectedType: string;
  detectedMime: string | null;
  size: number;
  sha256: string;
  inline: boolean;
  contentId: string | null;
  isDocumentCandidate: boolean;
  mimePath: string;
}

export interface NewLedgerEntry {
  mailbox: string | null;
  uidValidity: number | null;
  uid: number | null;
  messageId: string;
  rawSha256: string;
  emailId: string;
}

/**
 * One column of `rows` as a single array parameter (drizzle would expand a bare array into a
 * list of parameters).
 */
function column<T, V>(rows: readonly T[], pick: (row: T) => V) {
  return sql.param(rows.map(pick));
}

/**
 * PostgreSQL text (and jsonb) cannot hold NUL, and a mail may: one in a subject or a body would
 * fail the whole batch's transaction, every retry alike. It is dropped; the raw keeps it.
 */
function withoutNul(text: string): string {
  return text.includes('\0') ? text.replaceAll('\0', '') : text;
}

/** A text column's array parameter, NUL-free. */
function textColumn<T>(rows: readonly T[], pick: (row: T) => string | null) {
  return sql.param(
    rows.map((row) => {
      const value = pick(row);
      return value === null ? null : withoutNul(value);
    }),
  );
}

const json = (value: unknown) =>
  JSON.stringify(value, (_key, item: unknown) =>
    typeof item === 'string' ? withoutNul(item) : item,
  );

/**
 * The only SQL of ingestion; every statement runs in the caller's transaction. Written by hand:
 * each insert sends one array parameter per column and unnests it, so a batch of any size is
 * one short statement with a fixed number of parameters (no per-row placeholders to build,
 * serialize and parse, no 65,535-parameter cap), the same text every time. Works alike on
 * PostgreSQL and PGlite.
 */
export class IngestRepository {
  /** Inserts the mails not stored yet; returns rawKey → id for the ones it created. */
  async insertEmails(
    tx: DbOrTx,
    from: MailSourceRef,
    rows: readonly NewEmail[],
  ): Promise<Map<string, string>> {
    if (rows.length === 0) return new Map();
    const result = (await tx.execute(sql`
      insert into emails (project_id, inbox_id, source, message_id, subject, "from", "to", cc,
        date, text_content, html_content, has_attachments, attachment_count, raw_key, raw_size,
        parse_error, warnings, document_status)
      select ${from.projectId}::uuid, ${from.inboxId}::uuid, ${from.source}::text, r.*
      from unnest(
        ${textColumn(rows, (r) => r.messageId)}::text[],
        ${textColumn(rows, (r) => r.subject)}::text[],
        ${column(rows, (r) => json(r.from))}::jsonb[],
        ${column(rows, (r) => json(r.to))}::jsonb[],
        ${column(rows, (r) => json(r.cc))}::jsonb[],
        ${column(rows, (r) => r.date.toISOString())}::timestamptz[],
        ${textColumn(rows, (r) => r.textContent)}::text[],
        ${textColumn(rows, (r) => r.htmlContent)}::text[],
        ${column(rows, (r) => r.hasAttachments)}::boolean[],
        ${column(rows, (r) => r.attachmentCount)}::integer[],
        ${column(rows, (r) => r.rawKey)}::text[],
        ${column(rows, (r) => r.rawSize)}::bigint[],
        ${textColumn(rows, (r) => r.parseError)}::text[],
        ${column(rows, (r) => json(r.warnings))}::jsonb[],
        ${column(rows, (r) => r.documentStatus)}::text[]
      ) as r
      on conflict do nothing
      returning id, raw_key
    `)) as unknown as { rows: { id: string; raw_key: string }[] };
    return new Map(result.rows.map((row) => [row.raw_key, row.id]));
  }

  /** Ids of mails already stored for these raw hashes in one source (inbox, or SMTP when null). */
  async findEmailIds(
    tx: DbOrTx,
    from: MailSourceRef,
    rawKeys: string[],
  ): Promise<Map<string, string>> {
    if (rawKeys.length === 0) return new Map();
    const result = (await tx.execute(sql`
      select id, raw_key from emails
      where project_id = ${from.projectId}::uuid
        and inbox_id is not distinct from ${from.inboxId}::uuid
        and raw_key = any(${sql.param(rawKeys)}::text[])
    `)) as unknown as { rows: { id: string; raw_key: string }[] };
    return new Map(result.rows.map((row) => [row.raw_key, row.id]));
  }

  async insertAttachments(
    tx: DbOrTx,
    projectId: string,
    rows: readonly NewAttachment[],
  ): Promise<void> {
    if (rows.length === 0) return;
    await tx.execute(sql`
      insert into attachments (project_id, email_id, position, filename, original_filename,
        content_type, detected_type, detected_mime, size, sha256, inline, content_id,
        is_document_candidate, mime_path)
      select ${projectId}::uuid, r.*
      from unnest(
        ${column(rows, (r) => r.emailId)}::uuid[],
        ${column(rows, (r) => r.position)}::integer[],
        ${textColumn(rows, (r) => r.filename)}::text[],
        ${textColumn(rows, (r) => r.originalFilename)}::text[],
        ${textColumn(rows, (r) => r.contentType)}::text[],
        ${column(rows, (r) => r.detectedType)}::text[],
        ${column(rows, (r) => r.detectedMime)}::text[],
        ${column(rows, (r) => r.size)}::bigint[],
        ${column(rows, (r) => r.sha256)}::text[],
        ${column(rows, (r) => r.inline)}::boolean[],
        ${textColumn(rows, (r) => r.contentId)}::text[],
        ${column(rows, (r) => r.isDocumentCandidate)}::boolean[],
        ${textColumn(rows, (r) => r.mimePath)}::text[]
      ) as r
      on conflict do nothing
    `);
  }

  async insertLedger(
    tx: DbOrTx,
    from: MailSourceRef,
    rows: readonly NewLedgerEntry[],
  ): Promise<void> {
    if (rows.length === 0) return;
    await tx.execute(sql`
      insert into mail_ledger (project_id, inbox_id, source, mailbox, uid_validity, uid,
        message_id, raw_sha256, email_id)
      select ${from.projectId}::uuid, ${from.inboxId}::uuid, ${from.source}::text, r.*
      from unnest(
        ${textColumn(rows, (r) => r.mailbox)}::text[],
        ${column(rows, (r) => r.uidValidity)}::bigint[],
        ${column(rows, (r) => r.uid)}::bigint[],
        ${textColumn(rows, (r) => r.messageId)}::text[],
        ${column(rows, (r) => r.rawSha256)}::text[],
        ${column(rows, (r) => r.emailId)}::uuid[]
      ) as r
      on conflict do nothing
    `);
  }
}
