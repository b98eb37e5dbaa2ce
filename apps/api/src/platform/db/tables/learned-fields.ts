import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { TLearnedFieldName } from '@papertray/contract';
import type { LearnedHint, LearnedName } from '@papertray/extract';
import { contacts } from './contacts';
import { documents } from './documents';
import { projects } from './projects';

/**
 * Where a contact prints one field, learned from a user's correction (packages/extract
 * learned/): the label next to the value and its place on the page; for the vendor's name, the
 * name itself (decision 088). One per contact and field;
 * a later correction replaces it. Goes with its contact: deleted with it, moved by a merge where
 * the kept contact has not learned that field.
 */
export const learnedFields = pgTable(
  'learned_fields',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    contactId: uuid('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    field: text('field').$type<TLearnedFieldName>().notNull(),
    hint: jsonb('hint').$type<LearnedHint | LearnedName>().notNull(),
    /** The corrected document; kept null when that document is deleted. */
    documentId: uuid('document_id').references(() => documents.id, { onDelete: 'set null' }),
    learnedAt: timestamp('learned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('learned_fields_contact_field_key').on(t.contactId, t.field),
    index('learned_fields_project_idx').on(t.projectId),
    index('learned_fields_document_idx')
      .on(t.documentId)
      .where(sql`${t.documentId} is not null`),
  ],
);

export type LearnedFieldRow = typeof learnedFields.$inferSelect;
