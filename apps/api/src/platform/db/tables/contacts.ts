import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { TContactType } from '@papertray/contract';
import { projects } from './projects';

/** Amount per ISO 4217 currency in integer minor units; different currencies are never summed. */
export type CurrencyTotals = Record<string, number>;

/**
 * A company or person documents come from. Vendors are matched first by `tax_id`, then by
 * `name_key` (the normalised name), so one supplier stays one contact. The metadata columns are
 * derived from the contact's documents and recomputed whenever one of them changes.
 */
export const contacts = pgTable(
  'contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    type: text('type').$type<TContactType>().notNull().default('company'),
    name: text('name').notNull(),
    /** normalizeCompanyName(name): case, punctuation and legal forms removed. */
    nameKey: text('name_key').notNull(),
    email: text('email'),
    phone: text('phone'),
    /** Upper-cased, without spaces or punctuation. */
    taxId: text('tax_id'),
    address: text('address'),
    documentCount: integer('document_count').notNull().default(0),
    totals: jsonb('totals').$type<CurrencyTotals>().notNull().default({}),
    /** The currency most of its documents use, and their total: what lists sort by. */
    currency: text('currency'),
    totalAmount: bigint('total_amount', { mode: 'number' }).notNull().default(0),
    lastSeen: timestamp('last_seen', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contacts_project_tax_id_idx').on(t.projectId, t.taxId),
    index('contacts_project_name_key_idx').on(t.projectId, t.nameKey),
    // The list filtered by type (its total and the dashboard's come from contact_type_counts).
    index('contacts_project_type_idx').on(t.projectId, t.type),
    // The contacts list's default order: total amount, highest first, id breaking ties.
    index('contacts_project_total_idx').on(t.projectId, t.totalAmount.desc(), t.id),
    // The list search: name, email or tax id contains (ILIKE '%...%').
    index('contacts_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('contacts_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    index('contacts_tax_id_trgm_idx').using('gin', t.taxId.op('gin_trgm_ops')),
    check('contacts_type_check', sql`${t.type} in ('company', 'person')`),
  ],
);

export type ContactRow = typeof contacts.$inferSelect;

/**
 * The project's contacts per type, as deltas: triggers on contacts append a row per statement
 * that adds, removes or retypes contacts (migration 0010), so the contacts list's total and the
 * dashboard's figures need not count every contact, and writers never wait on a shared counter
 * row. Readers fold a project's rows into one per type once they pile up (ContactsRepository).
 */
export const contactTypeCounts = pgTable(
  'contact_type_counts',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    type: text('type').$type<TContactType>().notNull(),
    delta: integer('delta').notNull(),
  },
  (t) => [index('contact_type_counts_project_idx').on(t.projectId)],
);
