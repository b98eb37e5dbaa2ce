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
  uuid,
} from 'drizzle-orm/pg-core';
import type { TInboxSecurity, TInboxStatus, TServerMailbox } from '@papertray/contract';
import { projects } from './projects';

/** A connected IMAP account of a project. */
export const inboxes = pgTable(
  'inboxes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    emailAddress: text('email_address').notNull(),
    provider: text('provider').$type<'imap'>().notNull().default('imap'),
    host: text('host').notNull(),
    port: integer('port').notNull(),
    username: text('username').notNull(),
    /** AES-256-GCM sealed password (see credentials-cipher.ts); never leaves the server. */
    passwordSealed: text('password_sealed').notNull(),
    security: text('security').$type<TInboxSecurity>().notNull(),
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
