import type { TInbox } from '@papertray/contract';
import type { ReactNode } from 'react';
import { BackLink } from '@/components/back-link';
import { PageHeader } from '@/components/page-header';
import {
  DisconnectedBadge,
  nameRepeatsProjectBadge,
  ProjectEmailBadge,
} from './inbox-status-badges';

export function InboxDetailHeader({ inbox, actions }: { inbox: TInbox; actions: ReactNode }) {
  return (
    <>
      <BackLink to="/inboxes" className="mb-3">
        Back to inboxes
      </BackLink>
      <PageHeader
        title={inbox.name}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <span className="break-all">{inbox.emailAddress}</span>
            {inbox.type === 'project' && !nameRepeatsProjectBadge(inbox) && <ProjectEmailBadge />}
            {!inbox.isConnected && <DisconnectedBadge />}
          </span>
        }
        actions={actions}
      />
    </>
  );
}
