import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { projects } from './projects';

/**
 * A project's receiving address(es). Only the local part is stored: the domain is MAIL_DOMAIN,
 * so changing it moves every address with it. A regenerated or deactivated address keeps its row
 * (so it is never handed out again and its mail stays attributed) and is refused at RCPT.
 */
export const projectEmails = pgTable(
  'project_emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Lower case: readable slug, '-', random base32 suffix. */
    localPart: text('local_part').notNull(),
    /** Null while the address takes mail. */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('project_emails_local_part_unique').on(t.localPart),
    // At most one live address per project; regenerate swaps it in one transaction.
    uniqueIndex('project_emails_one_active_idx')
      .on(t.projectId)
      .where(sql`${t.deactivatedAt} is null`),
    index('project_emails_project_idx').on(t.projectId, t.createdAt),
  ],
);

export type ProjectEmailRow = typeof projectEmails.$inferSelect;
