import type { TInbox } from '@papertray/contract';
import { ConnectionStatusCard } from './connection-status-card';
import { InboxInformationCard } from './inbox-information-card';
import { MailboxSelectionCard } from './mailbox-selection-card';

export function InboxDetailsTab({ inbox }: { inbox: TInbox }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <InboxInformationCard inbox={inbox} />
      <ConnectionStatusCard inbox={inbox} />
      {inbox.type !== 'project' && <MailboxSelectionCard inbox={inbox} />}
    </div>
  );
}
