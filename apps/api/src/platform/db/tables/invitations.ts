import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TAssignableRole, TInvitationStatus, TMailSendStatus } from '@papertray/contract';
import { projects } from './projects';
import { users } from './users';

/**
 * An invitation to a project's team, bound to one email address. Its random id is the secret of
 * the link in the mail. A pending invitation past `expiresAt` is expired whatever `status` says
 * (the status is written as 'expired' when someone touches it, not by a sweep).
 */
export const projectInvitations = pgTable(
  'project_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** Lower-cased, like users.email. */
    email: text('email').notNull(),
    role: text('role').$type<TAssignableRole>().notNull(),
    status: text('status').$type<TInvitationStatus>().notNull().default('pending'),
    invitedById: uuid('invited_by_id').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    acceptedById: uuid('accepted_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** Delivery of the latest invitation mail (send-mail job), shown on the pending invitation. */
    sendStatus: text('send_status').$type<TMailSendStatus>().notNull().default('queued'),
    lastSendError: text('last_send_error'),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('project_invitations_project_idx').on(t.projectId, t.createdAt),
    index('project_invitations_invited_by_idx')
      .on(t.invitedById)
      .where(sql`${t.invitedById} is not null`),
    index('project_invitations_accepted_by_idx')
      .on(t.acceptedById)
      .where(sql`${t.acceptedById} is not null`),
    // One open invitation per address and project; answered ones are kept as history.
    uniqueIndex('project_invitations_pending_unique')
      .on(t.projectId, t.email)
      .where(sql`${t.status} = 'pending'`),
    check(
      'project_invitations_status_check',
      sql`${t.status} in ('pending', 'accepted', 'rejected', 'expired')`,
    ),
    check('project_invitations_role_check', sql`${t.role} in ('admin', 'accountant')`),
    check(
      'project_invitations_send_status_check',
      sql`${t.sendStatus} in ('queued', 'sent', 'retrying', 'failed')`,
    ),
  ],
);

export type ProjectInvitationRow = typeof projectInvitations.$inferSelect;
