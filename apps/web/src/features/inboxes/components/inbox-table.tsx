import type { TInbox } from '@papertray/contract';
import { ChevronRight } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  INBOX_SORT_FIELDS,
  INBOX_SORT_LABELS,
  type InboxSortField,
  type SortOrder,
} from '../lib/sort-inboxes';
import { InboxName } from './inbox-name-cell';
import { InboxStatusBadges, ProviderBadge } from './inbox-status-badges';
import { SortableHeader } from '@/components/sortable-header';

const COLUMNS = INBOX_SORT_FIELDS.map((field) => ({ field, label: INBOX_SORT_LABELS[field] }));

export const NO_MATCHING_INBOXES = 'No inboxes found matching your search.';

interface InboxTableProps {
  inboxes: TInbox[];
  sortBy: InboxSortField;
  sortOrder: SortOrder;
  onSort: (field: InboxSortField) => void;
}

export function InboxTable({ inboxes, sortBy, sortOrder, onSort }: InboxTableProps) {
  const navigate = useNavigate();
  return (
    <div className="overflow-x-auto rounded-xl border bg-card">
      <table className="w-full text-sm">
        <thead className="border-b bg-muted/40 text-muted-foreground">
          <tr>
            {COLUMNS.map((column) => (
              <SortableHeader
                key={column.field}
                {...column}
                sortBy={sortBy}
                sortOrder={sortOrder}
                onSort={onSort}
              />
            ))}
            <th scope="col" className="px-4 py-3 text-right font-medium">
              Actions
            </th>
          </tr>
        </thead>
        <tbody>
          {inboxes.length === 0 ? (
            <tr>
              <td colSpan={6} className="px-4 py-10 text-center text-muted-foreground">
                {NO_MATCHING_INBOXES}
              </td>
            </tr>
          ) : (
            inboxes.map((inbox) => (
              <tr
                key={inbox._id}
                onClick={() => void navigate(`/inboxes/${inbox._id}`)}
                className="cursor-pointer border-b transition-colors last:border-0 hover:bg-muted/40"
              >
                <td className="max-w-72 px-4 py-3">
                  <InboxName inbox={inbox} />
                </td>
                <td className="px-4 py-3 text-muted-foreground">{inbox.projectName}</td>
                <td className="px-4 py-3">{inbox.emailAddress}</td>
                <td className="px-4 py-3">
                  <ProviderBadge provider={inbox.provider} />
                </td>
                <td className="px-4 py-3">
                  <InboxStatusBadges inbox={inbox} />
                </td>
                <td className="px-4 py-3 text-right">
                  <Button asChild variant="ghost" size="sm" onClick={(e) => e.stopPropagation()}>
                    <Link to={`/inboxes/${inbox._id}`} aria-label={`Open ${inbox.name}`}>
                      Open
                      <ChevronRight aria-hidden />
                    </Link>
                  </Button>
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
