import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { TDocumentType } from '@papertray/contract';
import { projects } from './projects';

export const DEFAULT_FOLDER_COLOR = '#3B82F6';

/**
 * Where approved documents are filed. Default folders (one per document type: Invoices,
 * Receipts, Contracts, Other) are created on demand and carry `document_type`; user folders
 * have none.
 */
export const folders = pgTable(
  'folders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    color: text('color').notNull().default(DEFAULT_FOLDER_COLOR),
    /** Default folders keep their name and cannot be deleted. */
    isDefault: boolean('is_default').notNull().default(false),
    /** The type a default folder collects; null for folders users create. */
    documentType: text('document_type').$type<TDocumentType>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('folders_project_idx').on(t.projectId),
    // Created on demand by concurrent jobs: the index makes the second insert a no-op.
    uniqueIndex('folders_default_per_type_unique')
      .on(t.projectId, t.documentType)
      .where(sql`${t.isDefault}`),
    check(
      'folders_document_type_check',
      sql`${t.documentType} is null or ${t.documentType} in ('invoice', 'receipt', 'contract', 'other')`,
    ),
  ],
);

export type FolderRow = typeof folders.$inferSelect;
