import type { TInboxSecurity } from '@papertray/contract';
import type { InboxRow } from '../../platform/db/schema';

/** An inbox row that is an IMAP account: its connection fields are set (a table check says so). */
export type ImapInbox<T extends InboxRow = InboxRow> = T & {
  type: 'imap';
  host: string;
  port: number;
  username: string;
  passwordSealed: string;
  security: TInboxSecurity;
};

export function isImapInbox<T extends InboxRow>(inbox: T): inbox is ImapInbox<T> {
  return (
    inbox.type === 'imap' &&
    inbox.host !== null &&
    inbox.port !== null &&
    inbox.username !== null &&
    inbox.passwordSealed !== null &&
    inbox.security !== null
  );
}
