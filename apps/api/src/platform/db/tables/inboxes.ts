import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  TInboxProvider,
  TInboxSecurity,
  TInboxStatus,
  TInboxType,
  TServerMailbox,
} from '@papertray/contract';
import { projects } from './projects';

/**
 * Where a project's mail comes from: a connected IMAP account (`imap`), or the project's own
 * receiving address (`project`, one per project, written by the project-email module and fed by
 * the SMTP receiver). The IMAP connection fields are set exactly for `imap` rows.
 */
export const inboxes = pgTable(
  'inboxes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    emailAddress: text('email_address').notNull(),
    type: text('type').$type<TInboxType>().notNull().default('imap'),
    provider: text('provider').$type<TInboxProvider>().notNull().default('imap'),
    host: text('host'),
    port: integer('port'),
    username: text('username'),
    /** AES-256-GCM sealed password (see credentials-cipher.ts); never leaves the server. */
    passwordSealed: text('password_sealed'),
    security: text('security').$type<TInboxSecurity>(),
    /** Only when the user explicitly ticked it: accept a certificate no CA vouches for. */
    allowSelfSigned: boolean('allow_self_signed').notNull().default(false),
    status: text('status').$type<TInboxStatus>().notNull().default('active'),
    isConnected: boolean('is_connected').notNull().default(true),
    lastError: text('last_error'),
    syncFromDate: timestamp('sync_from_date', { withTimezone: true }).notNull(),
    lastSyncAt: timestamp('last_sync_at', { withTimezone: true }),
    /** Folders chosen for syncing; INBOX unless the user picks others. */
    selectedMailboxes: text('selected_mailboxes')
      .array()
      .notNull()
      .default(sql`'{INBOX}'::text[]`),
    /** The server's folder list as last seen (refreshed on demand). */
    serverMailboxes: jsonb('server_mailboxes').$type<TServerMailbox[]>().notNull().default([]),
    /** Consecutive failed syncs; drives the back-off of scheduled syncs. */
    failureCount: integer('failure_count').notNull().default(0),
    /** Scheduled syncs skip the inbox until then (back-off after connection problems). */
    nextSyncAfter: timestamp('next_sync_after', { withTimezone: true }),
    /**
     * One sync per inbox at a time: a worker holds the lease while it syncs and renews it per
     * batch; a worker that dies simply lets it run out.
     */
    syncLeaseId: uuid('sync_lease_id'),
    syncLeaseUntil: timestamp('sync_lease_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('inboxes_project_idx').on(t.projectId),
    uniqueIndex('inboxes_one_project_inbox_idx')
      .on(t.projectId)
      .where(sql`${t.type} = 'project'`),
    check('inboxes_type_check', sql`${t.type} in ('imap', 'project')`),
    check(
      'inboxes_imap_fields_check',
      sql`${t.type} <> 'imap' or (${t.host} is not null and ${t.port} is not null and ${t.username} is not null and ${t.passwordSealed} is not null and ${t.security} is not null)`,
    ),
    check('inboxes_status_check', sql`${t.status} in ('active', 'inactive', 'paused')`),
    check('inboxes_security_check', sql`${t.security} in ('tls', 'starttls', 'none')`),
  ],
);

/**
 * Where the sync stands in one server folder. UIDs only mean something together with the
 * folder's UIDVALIDITY; when it changes, the folder is read again from the since-date.
 */
export const inboxMailboxCursors = pgTable(
  'inbox_mailbox_cursors',
  {
    inboxId: uuid('inbox_id')
      .notNull()
      .references(() => inboxes.id, { onDelete: 'cascade' }),
    mailbox: text('mailbox').notNull(),
    uidValidity: bigint('uid_validity', { mode: 'number' }).notNull(),
    /** Highest UID whose message is committed; everything at or below it is in the database. */
    lastUid: bigint('last_uid', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.inboxId, t.mailbox] })],
);

export type InboxRow = typeof inboxes.$inferSelect;
export type InboxMailboxCursorRow = typeof inboxMailboxCursors.$inferSelect;
