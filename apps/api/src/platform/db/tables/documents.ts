import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type {
  TDocumentFieldMeta,
  TDocumentSource,
  TDocumentState,
  TDocumentType,
  TExtractedData,
  TProcessingStatus,
} from '@papertray/contract';
import { contacts } from './contacts';
import { attachments, emails } from './emails';
import { folders } from './folders';
import { projects } from './projects';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Text beyond this is not indexed: tsvector values are capped at 1 MB. */
const INDEXED_TEXT_CHARS = 200_000;

/**
 * A business document made from one stored file (upload, scan or mail attachment). The file is
 * stored first under its SHA-256 (`file_key`); everything else here is derived from it by the
 * document-process job and can be derived again.
 */
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The name the file came with (upload or attachment). */
    originalFilename: text('original_filename').notNull(),
    fileKey: text('file_key').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    /** From the magic bytes, never from the client's claim. */
    mimeType: text('mime_type').notNull(),
    pageCount: integer('page_count'),
    state: text('state').$type<TDocumentState>().notNull().default('paper_tray'),
    /** Null until processing has classified it. */
    type: text('type').$type<TDocumentType>(),
    /** A user chose the type; reprocessing keeps it. */
    typeSetByUser: boolean('type_set_by_user').notNull().default(false),
    source: text('source').$type<TDocumentSource>().notNull(),
    /** The latest mail that carried the file (all of them: document_attachments). */
    emailId: uuid('email_id').references(() => emails.id, { onDelete: 'set null' }),
    attachmentId: uuid('attachment_id').references(() => attachments.id, { onDelete: 'set null' }),
    contactId: uuid('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    /** A user chose the contact (or unlinked it); reprocessing keeps the choice. */
    contactSetByUser: boolean('contact_set_by_user').notNull().default(false),
    folderId: uuid('folder_id').references(() => folders.id, { onDelete: 'set null' }),
    suggestedFolderId: uuid('suggested_folder_id').references(() => folders.id, {
      onDelete: 'set null',
    }),
    /** Another file of this project with the same vendor, invoice number and total. */
    possibleDuplicateOf: uuid('possible_duplicate_of').references((): AnyPgColumn => documents.id, {
      onDelete: 'set null',
    }),
    extractedData: jsonb('extracted_data').$type<TExtractedData>(),
    fieldMeta: jsonb('field_meta').$type<TDocumentFieldMeta>().notNull().default({}),
    /** Text layer or OCR of all pages, for search and reprocessing without the file. */
    text: text('text'),
    thumbnailKey: text('thumbnail_key'),
    processingStatus: text('processing_status')
      .$type<TProcessingStatus>()
      .notNull()
      .default('queued'),
    processingError: text('processing_error'),
    processingAttempts: integer('processing_attempts').notNull().default(0),
    /** The run the current job belongs to; a job of an older run finds a new id and stops. */
    processingRunId: uuid('processing_run_id').notNull().defaultRandom(),
    processingUpdatedAt: timestamp('processing_updated_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    /** When a user approved it: approvals teach the folder suggestion. */
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    trashedAt: timestamp('trashed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The list's sort keys, kept by PostgreSQL from extracted_data on every write (stored
     * generated columns): a sort or a search over thousands of rows reads a column instead of
     * parsing each row's JSON (decision 063). A total that is not a whole number of at most 18
     * digits (never written by the app) is null rather than an error.
     */
    totalAmount: bigint('total_amount', { mode: 'number' }).generatedAlwaysAs(
      (): SQL =>
        sql`case when (${documents.extractedData} ->> 'totalAmount') ~ '^-?[0-9]{1,18}$' then (${documents.extractedData} ->> 'totalAmount')::bigint end`,
    ),
    issueDate: text('issue_date').generatedAlwaysAs(
      (): SQL => sql`(${documents.extractedData} ->> 'issueDate')`,
    ),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      (): SQL =>
        sql`to_tsvector('simple'::regconfig, coalesce(${documents.name}, '') || ' ' || coalesce(${documents.originalFilename}, '') || ' ' || left(coalesce(${documents.text}, ''), ${sql.raw(String(INDEXED_TEXT_CHARS))})) || jsonb_to_tsvector('simple'::regconfig, coalesce(${documents.extractedData}, '{}'::jsonb), '["string"]'::jsonb)`,
    ),
  },
  (t) => [
    // The same file is one document per project, however often it arrives.
    unique('documents_project_file_unique').on(t.projectId, t.fileKey),
    // Lists page through these in index order (newest first, id breaking ties) and count
    // from them without touching the table.
    index('documents_project_state_created_idx').on(t.projectId, t.state, t.createdAt, t.id),
    index('documents_project_created_idx').on(t.projectId, t.createdAt, t.id),
    // The other sorts the screens offer, in the list's order (ascending with nulls first, read
    // backwards for descending with nulls last): a search with many matches walks them and
    // stops after its page instead of reading and sorting every match (decision 063).
    index('documents_project_total_amount_idx').on(
      t.projectId,
      t.totalAmount.asc().nullsFirst(),
      t.id,
    ),
    index('documents_project_issue_date_idx').on(t.projectId, t.issueDate.asc().nullsFirst(), t.id),
    index('documents_project_name_idx').on(t.projectId, t.name, t.id),
    // The list search: the full-text match and "name contains" (ILIKE '%...%'), each with the
    // project and the state and type filters beside it (btree_gin), so a search's bitmap holds
    // only rows that pass them and the table is read for those alone (decision 063).
    index('documents_project_search_idx').using(
      'gin',
      t.projectId,
      t.state,
      t.type,
      t.searchVector,
    ),
    index('documents_project_name_trgm_idx').using(
      'gin',
      t.projectId,
      t.state,
      t.type,
      t.name.op('gin_trgm_ops'),
    ),
    // Purging trash asks whether anything still refers to a stored file.
    index('documents_file_key_idx').on(t.fileKey),
    index('documents_thumbnail_key_idx').on(t.thumbnailKey),
    index('documents_contact_idx').on(t.contactId),
    index('documents_folder_idx').on(t.folderId),
    // Deleting a document clears the references of its possible duplicates (on delete set
    // null): without this, every delete scanned the whole table.
    index('documents_possible_duplicate_idx')
      .on(t.possibleDuplicateOf)
      .where(sql`${t.possibleDuplicateOf} is not null`),
    index('documents_suggested_folder_idx')
      .on(t.suggestedFolderId)
      .where(sql`${t.suggestedFolderId} is not null`),
    index('documents_email_idx')
      .on(t.emailId)
      .where(sql`${t.emailId} is not null`),
    index('documents_attachment_idx')
      .on(t.attachmentId)
      .where(sql`${t.attachmentId} is not null`),
    index('documents_processing_idx')
      .on(t.processingStatus, t.processingUpdatedAt)
      .where(sql`${t.processingStatus} in ('queued', 'processing')`),
    index('documents_invoice_number_idx').on(
      t.projectId,
      sql`(${t.extractedData} ->> 'invoiceNumber')`,
    ),
    check('documents_state_check', sql`${t.state} in ('paper_tray', 'approved', 'trash')`),
    check(
      'documents_type_check',
      sql`${t.type} is null or ${t.type} in ('invoice', 'receipt', 'contract', 'other')`,
    ),
    check('documents_source_check', sql`${t.source} in ('manual_upload', 'mobile_scan', 'email')`),
    check(
      'documents_processing_status_check',
      sql`${t.processingStatus} in ('queued', 'processing', 'done', 'failed')`,
    ),
  ],
);

/** Every mail attachment that carried a document's file (the same file may arrive many times). */
export const documentAttachments = pgTable(
  'document_attachments',
  {
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    attachmentId: uuid('attachment_id')
      .notNull()
      .references(() => attachments.id, { onDelete: 'cascade' }),
    emailId: uuid('email_id')
      .notNull()
      .references(() => emails.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.documentId, t.attachmentId] }),
    index('document_attachments_attachment_idx').on(t.attachmentId),
    index('document_attachments_email_idx').on(t.emailId),
  ],
);

/**
 * One row per document analysed per calendar month (UTC): the "AI analyses per month" the plan
 * limits. Kept apart from documents so deleting a document does not give the analysis back.
 */
export const documentAnalyses = pgTable(
  'document_analyses',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    documentId: uuid('document_id').notNull(),
    /** First day of the month, UTC. */
    month: text('month').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.documentId, t.month] }),
    index('document_analyses_project_month_idx').on(t.projectId, t.month),
  ],
);

/**
 * How many documents each project has per state, as deltas that add up: statement triggers on
 * documents append one row per (project, state) a statement changed (migration 0007), so lists
 * and stats need not count 100,000 rows and writers never wait on a shared counter row. Readers
 * fold a project's rows into one per state once they pile up (DocumentsRepository).
 */
export const documentStateCounts = pgTable(
  'document_state_counts',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    state: text('state').$type<TDocumentState>().notNull(),
    delta: integer('delta').notNull(),
  },
  (t) => [index('document_state_counts_project_idx').on(t.projectId)],
);

export type DocumentRow = typeof documents.$inferSelect;
export type NewDocumentRow = typeof documents.$inferInsert;
