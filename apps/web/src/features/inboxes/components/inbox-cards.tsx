import type { TInbox } from '@papertray/contract';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { InboxName } from './inbox-name-cell';
import { InboxStatusBadges, ProviderBadge } from './inbox-status-badges';
import { NO_MATCHING_INBOXES } from './inbox-table';

/** The small-screen list: one card per inbox, the whole card is the link. */
export function InboxCards({ inboxes }: { inboxes: TInbox[] }) {
  if (inboxes.length === 0) {
    return (
      <Card className="px-4 py-10 text-center text-sm text-muted-foreground">
        {NO_MATCHING_INBOXES}
      </Card>
    );
  }
  return (
    <ul className="grid gap-3">
      {inboxes.map((inbox) => (
        <li key={inbox._id}>
          <Link
            to={`/inboxes/${inbox._id}`}
            className="block rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            <Card className="grid gap-2 p-4 transition-colors hover:bg-muted/40">
              <div className="flex items-center justify-between gap-2">
                <InboxName inbox={inbox} />
                <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden />
              </div>
              <p className="truncate text-sm">{inbox.emailAddress}</p>
              <p className="truncate text-xs text-muted-foreground">{inbox.projectName}</p>
              <div className="flex flex-wrap items-center gap-1.5">
                <ProviderBadge provider={inbox.provider} />
                <InboxStatusBadges inbox={inbox} />
              </div>
            </Card>
          </Link>
        </li>
      ))}
    </ul>
  );
}
