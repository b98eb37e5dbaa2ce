import type { TInbox, TInboxEditFields, TInboxMailboxes } from '@papertray/contract';
import type { InboxMailboxCursorRow, InboxRow } from '../../platform/db/schema';
import type { ImapInbox } from './imap-inbox';
import type { MemberInbox } from './inboxes.repository';

/** Never includes the password, sealed or not. */
export function presentInbox(
  inbox: MemberInbox,
  cursors: InboxMailboxCursorRow[],
  now = new Date(),
): TInbox {
  const own = cursors.filter((c) => c.inboxId === inbox.id);
  const inboxCursor = own.find((c) => c.mailbox === 'INBOX') ?? own[0];
  return {
    _id: inbox.id,
    projectId: inbox.projectId,
    projectName: inbox.projectName,
    name: inbox.name,
    emailAddress: inbox.emailAddress,
    provider: inbox.provider,
    type: inbox.type,
    status: inbox.status,
    isConnected: inbox.isConnected,
    syncing: inbox.syncLeaseUntil !== null && inbox.syncLeaseUntil > now,
    host: inbox.host ?? '',
    port: inbox.port ?? 0,
    username: inbox.username ?? '',
    security: inbox.security ?? 'none',
    allowSelfSigned: inbox.allowSelfSigned,
    mailboxes: inbox.selectedMailboxes,
    syncFromDate: inbox.syncFromDate.toISOString(),
    lastSyncAt: inbox.lastSyncAt?.toISOString() ?? null,
    lastError: inbox.lastError,
    lastUid: inboxCursor ? inboxCursor.lastUid : null,
    syncState: own.map((c) => ({
      mailbox: c.mailbox,
      uidValidity: c.uidValidity,
      lastUid: c.lastUid,
      updatedAt: c.updatedAt.toISOString(),
    })),
    createdAt: inbox.createdAt.toISOString(),
    updatedAt: inbox.updatedAt.toISOString(),
  };
}

export function presentInboxEditFields(inbox: ImapInbox): TInboxEditFields {
  return {
    _id: inbox.id,
    projectId: inbox.projectId,
    name: inbox.name,
    emailAddress: inbox.emailAddress,
    provider: 'imap',
    host: inbox.host,
    port: inbox.port,
    username: inbox.username,
    security: inbox.security,
    allowSelfSigned: inbox.allowSelfSigned,
    syncFromDate: inbox.syncFromDate.toISOString(),
    hasPassword: true,
  };
}

export function presentMailboxes(inbox: InboxRow): TInboxMailboxes {
  const known = inbox.serverMailboxes.length
    ? inbox.serverMailboxes
    : [{ path: 'INBOX', name: 'INBOX', delimiter: '/', specialUse: '\\Inbox' }];
  const selected = new Set(inbox.selectedMailboxes);
  return {
    mailboxes: known.map((m) => ({ ...m, selected: selected.has(m.path) })),
    selected: inbox.selectedMailboxes,
  };
}
