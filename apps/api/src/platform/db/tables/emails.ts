import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { TEmailAddress } from '@papertray/contract';
import { inboxes } from './inboxes';
import { projects } from './projects';

export type EmailSource = 'imap' | 'smtp';
/**
 * none: no PDF or image attachment, the mail is only recorded; pending: the document pipeline
 * still has to create documents from its candidates; done: it has.
 */
export type DocumentStatus = 'none' | 'pending' | 'done';

/** One received mail. Its raw bytes live in file storage under `raw_key` (SHA-256). */
export const emails = pgTable(
  'emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** Null for mail received on the project's own address (SMTP). */
    inboxId: uuid('inbox_id').references(() => inboxes.id, { onDelete: 'cascade' }),
    source: text('source').$type<EmailSource>().notNull(),
    messageId: text('message_id').notNull(),
    subject: text('subject').notNull().default(''),
    from: jsonb('from').$type<TEmailAddress[]>().notNull().default([]),
    to: jsonb('to').$type<TEmailAddress[]>().notNull().default([]),
    cc: jsonb('cc').$type<TEmailAddress[]>().notNull().default([]),
    date: timestamp('date', { withTimezone: true }).notNull(),
    textContent: text('text_content'),
    /** As sent; sanitized on every read so sanitizer fixes reach old mail too. */
    htmlContent: text('html_content'),
    hasAttachments: boolean('has_attachments').notNull().default(false),
    attachmentCount: integer('attachment_count').notNull().default(0),
    rawKey: text('raw_key').notNull(),
    rawSize: bigint('raw_size', { mode: 'number' }).notNull(),
    /** Why the mail could not be parsed; the raw is kept so it can be parsed again. */
    parseError: text('parse_error'),
    warnings: jsonb('warnings').$type<string[]>().notNull().default([]),
    documentStatus: text('document_status').$type<DocumentStatus>().notNull().default('none'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The same bytes reaching the same inbox (another folder, a new UIDVALIDITY) are one mail.
    unique('emails_source_raw_unique').on(t.projectId, t.inboxId, t.rawKey).nullsNotDistinct(),
    index('emails_inbox_date_idx').on(t.inboxId, t.date),
    index('emails_project_date_idx').on(t.projectId, t.date),
    index('emails_project_created_idx').on(t.projectId, t.createdAt),
    // Purging a stored file checks whether a raw mail is the same bytes.
    index('emails_raw_key_idx').on(t.rawKey),
    index('emails_pending_documents_idx')
      .on(t.documentStatus)
      .where(sql`${t.documentStatus} = 'pending'`),
    check('emails_document_status_check', sql`${t.documentStatus} in ('none', 'pending', 'done')`),
  ],
);

/** A file found in a mail (nested messages and winmail.dat flattened); bytes in file storage. */
export const attachments = pgTable(
  'attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    emailId: uuid('email_id')
      .notNull()
      .references(() => emails.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    filename: text('filename').notNull(),
    originalFilename: text('original_filename'),
    /** As declared by the sender; never trusted for decisions. */
    contentType: text('content_type').notNull(),
    /** From the magic bytes. */
    detectedType: text('detected_type').notNull(),
    detectedMime: text('detected_mime'),
    size: bigint('size', { mode: 'number' }).notNull(),
    /** SHA-256 of the content, also its file storage key; the same file is stored once. */
    sha256: text('sha256').notNull(),
    inline: boolean('inline').notNull().default(false),
    contentId: text('content_id'),
    isDocumentCandidate: boolean('is_document_candidate').notNull().default(false),
    mimePath: text('mime_path').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('attachments_email_position_unique').on(t.emailId, t.position),
    index('attachments_project_sha256_idx').on(t.projectId, t.sha256),
    // Purging a document's file checks every project's attachments for the same bytes.
    index('attachments_sha256_idx').on(t.sha256),
  ],
);

/**
 * Every message a source delivered, once: the IMAP position (inbox, folder, UIDVALIDITY, UID)
 * plus Message-ID and raw hash. Re-running a sync finds its rows and does nothing.
 */
export const mailLedger = pgTable(
  'mail_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    inboxId: uuid('inbox_id').references(() => inboxes.id, { onDelete: 'cascade' }),
    source: text('source').$type<EmailSource>().notNull(),
    mailbox: text('mailbox'),
    uidValidity: bigint('uid_validity', { mode: 'number' }),
    uid: bigint('uid', { mode: 'number' }),
    messageId: text('message_id').notNull(),
    rawSha256: text('raw_sha256').notNull(),
    emailId: uuid('email_id')
      .notNull()
      .references(() => emails.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('mail_ledger_position_unique').on(t.inboxId, t.mailbox, t.uidValidity, t.uid),
    index('mail_ledger_inbox_message_idx').on(t.inboxId, t.messageId),
    index('mail_ledger_email_idx').on(t.emailId),
    index('mail_ledger_project_idx').on(t.projectId),
  ],
);

export type EmailRow = typeof emails.$inferSelect;
export type AttachmentRow = typeof attachments.$inferSelect;
export type MailLedgerRow = typeof mailLedger.$inferSelect;
