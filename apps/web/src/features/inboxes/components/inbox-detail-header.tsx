import type { TInbox } from '@papertray/contract';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import {
  DisconnectedBadge,
  nameRepeatsProjectBadge,
  ProjectEmailBadge,
} from './inbox-status-badges';

export function InboxDetailHeader({ inbox, actions }: { inbox: TInbox; actions: ReactNode }) {
  return (
    <>
      <Link
        to="/inboxes"
        className="mb-3 inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden />
        Back to inboxes
      </Link>
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
