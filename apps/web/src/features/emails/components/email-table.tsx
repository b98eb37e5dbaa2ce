import type { TEmailListItem } from '@papertray/contract';
import { ArrowDown, ArrowUp, ChevronRight, Paperclip } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { DateOrder } from '../lib/email-list-view';
import { formatEmailDate } from '../lib/format-email-date';

interface EmailTableProps {
  emails: TEmailListItem[];
  dateOrder: DateOrder;
  onToggleDateOrder: () => void;
  onOpen: (email: TEmailListItem) => void;
  /** Inbox names by id: shows the Inbox column (the project-wide /emails screen). */
  inboxNames?: Map<string, string>;
}

export function EmailTable({
  emails,
  dateOrder,
  onToggleDateOrder,
  onOpen,
  inboxNames,
}: EmailTableProps) {
  return (
    <div className="overflow-x-auto rounded-xl border bg-card">
      <table className="w-full table-fixed text-sm">
        <thead className="border-b bg-muted/40 text-left text-muted-foreground">
          <tr>
            <th
              scope="col"
              className={
                inboxNames ? 'w-[30%] px-4 py-3 font-medium' : 'w-[38%] px-4 py-3 font-medium'
              }
            >
              Subject
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              From
            </th>
            {inboxNames && (
              <th scope="col" className="w-32 px-4 py-3 font-medium">
                Inbox
              </th>
            )}
            <th
              scope="col"
              className="w-36 px-4 py-3 font-medium"
              aria-sort={dateOrder === 'newest' ? 'descending' : 'ascending'}
            >
              <button
                type="button"
                onClick={onToggleDateOrder}
                className="-mx-1 inline-flex items-center gap-1.5 rounded px-1 hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
              >
                Date
                {dateOrder === 'newest' ? (
                  <ArrowDown className="size-3.5" aria-hidden />
                ) : (
                  <ArrowUp className="size-3.5" aria-hidden />
                )}
              </button>
            </th>
            <th scope="col" className="w-28 px-4 py-3 font-medium">
              Attachments
            </th>
            <th scope="col" className="w-24 px-4 py-3 text-right font-medium">
              Actions
            </th>
          </tr>
        </thead>
        <tbody>
          {emails.map((email) => (
            <tr
              key={email._id}
              onClick={() => onOpen(email)}
              className="cursor-pointer border-b transition-colors last:border-0 hover:bg-muted/40"
            >
              <td className="truncate px-4 py-3 font-medium" title={email.subject}>
                {email.subject || '(no subject)'}
              </td>
              <td className="truncate px-4 py-3 text-muted-foreground" title={email.from}>
                {email.from}
              </td>
              {inboxNames && (
                <td className="truncate px-4 py-3 text-muted-foreground">
                  {(email.inboxId && inboxNames.get(email.inboxId)) ?? 'Project Email'}
                </td>
              )}
              <td className="px-4 py-3 whitespace-nowrap">{formatEmailDate(email.date)}</td>
              <td className="px-4 py-3">
                {email.attachmentCount > 0 && (
                  <Badge variant="secondary">
                    <Paperclip className="size-3" aria-hidden />
                    {email.attachmentCount}
                  </Badge>
                )}
              </td>
              <td className="px-4 py-3 text-right">
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Open ${email.subject || 'email'}`}
                  onClick={(event) => {
                    event.stopPropagation();
                    onOpen(email);
                  }}
                >
                  Open
                  <ChevronRight aria-hidden />
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
