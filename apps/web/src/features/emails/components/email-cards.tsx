import type { TEmailListItem } from '@papertray/contract';
import { ArrowDownUp, Paperclip } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { DateOrder } from '../lib/email-list-view';
import { formatEmailDateTime } from '../lib/format-email-date';

interface EmailCardsProps {
  emails: TEmailListItem[];
  dateOrder: DateOrder;
  onToggleDateOrder: () => void;
  onOpen: (email: TEmailListItem) => void;
  inboxNames?: Map<string, string>;
}

/** The small-screen list: cards with the time, and a Newest/Oldest toggle. */
export function EmailCards({
  emails,
  dateOrder,
  onToggleDateOrder,
  onOpen,
  inboxNames,
}: EmailCardsProps) {
  return (
    // min-w-0 down to the subject: a grid item is as wide as its longest word otherwise, and a
    // subject of one long word (some billing systems send them) widened the whole page.
    <div className="grid min-w-0 gap-3">
      <Button variant="outline" size="sm" className="justify-self-end" onClick={onToggleDateOrder}>
        <ArrowDownUp aria-hidden />
        {dateOrder === 'newest' ? 'Newest' : 'Oldest'}
      </Button>
      <ul className="grid min-w-0 gap-2">
        {emails.map((email) => (
          <li key={email._id} className="min-w-0">
            <button
              type="button"
              onClick={() => onOpen(email)}
              className="grid w-full min-w-0 gap-1 rounded-xl border bg-card p-4 text-left transition-colors hover:bg-muted/40 focus-visible:outline-2 focus-visible:outline-ring"
            >
              <span className="flex min-w-0 items-start justify-between gap-2">
                <span className="line-clamp-2 min-w-0 font-medium [overflow-wrap:anywhere]">
                  {email.subject || '(no subject)'}
                </span>
                {email.attachmentCount > 0 && (
                  <Badge variant="secondary" className="shrink-0">
                    <Paperclip className="size-3" aria-hidden />
                    {email.attachmentCount}
                  </Badge>
                )}
              </span>
              <span className="truncate text-sm text-muted-foreground">{email.from}</span>
              <span className="flex flex-wrap gap-x-2 text-xs text-muted-foreground">
                <span>{formatEmailDateTime(email.date)}</span>
                {inboxNames && email.inboxId && <span>· {inboxNames.get(email.inboxId)}</span>}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
