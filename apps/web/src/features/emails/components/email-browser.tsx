import type { TEmailList, TEmailListItem } from '@papertray/contract';
import { useState, type ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-error';
import type { AttachmentActions } from '../lib/attachment-actions';
import { searchEmails, sortEmailsByDate, type DateOrder } from '../lib/email-list-view';
import { EmailCards } from './email-cards';
import { EmailDialog } from './email-dialog';
import { EmailListToolbar } from './email-list-toolbar';
import { EmailPagination } from './email-pagination';
import { EmailTable } from './email-table';
import { EmailTotals } from './email-totals';

export interface EmailBrowserProps {
  /** Left out when the page header already names the list. */
  title?: string;
  description?: string;
  totals: { total?: number; withAttachments?: number };
  withAttachments: boolean;
  onWithAttachmentsChange: (value: boolean) => void;
  page: number;
  onPageChange: (page: number) => void;
  list: { data?: TEmailList; isPending: boolean; error: unknown };
  /** When the list is empty with 'All Emails'. */
  emptyMessage: string;
  attachmentActions: AttachmentActions;
  inboxNames?: Map<string, string>;
  filters?: ReactNode;
}

const NO_MATCH = 'No emails found matching your search.';
const NO_ATTACHMENTS =
  'No emails with attachments found. Emails with administrative documents will appear here.';

/** Title, totals, filters, the list (table or cards), pagination and the email dialog. */
export function EmailBrowser(props: EmailBrowserProps) {
  const [search, setSearch] = useState('');
  const [dateOrder, setDateOrder] = useState<DateOrder>('newest');
  const [openEmailId, setOpenEmailId] = useState<string | null>(null);
  const emails = props.list.data?.emails ?? [];
  const shown = sortEmailsByDate(searchEmails(emails, search), dateOrder);
  const toggleDateOrder = () => setDateOrder((o) => (o === 'newest' ? 'oldest' : 'newest'));
  const open = (email: TEmailListItem) => setOpenEmailId(email._id);
  const empty = search ? NO_MATCH : props.withAttachments ? NO_ATTACHMENTS : props.emptyMessage;

  return (
    <section
      aria-labelledby={props.title ? 'email-browser-title' : undefined}
      aria-label={props.title ? undefined : 'Emails'}
      className="grid min-w-0 gap-4"
    >
      {props.title && (
        <div>
          <h2 id="email-browser-title" className="text-xl font-semibold">
            {props.title}
          </h2>
          <p className="text-sm text-muted-foreground">{props.description}</p>
        </div>
      )}
      <EmailTotals {...props.totals} />
      <EmailListToolbar
        withAttachments={props.withAttachments}
        onWithAttachmentsChange={props.onWithAttachmentsChange}
        search={search}
        onSearchChange={setSearch}
      >
        {props.filters}
      </EmailListToolbar>
      {search && (
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {shown.length} result(s)
        </p>
      )}
      {props.list.isPending ? (
        <Skeleton className="h-64 rounded-xl" />
      ) : props.list.error ? (
        <Card role="alert" className="p-6 text-sm text-destructive">
          <p className="font-medium">Error loading emails</p>
          <p>{errorMessage(props.list.error, 'Failed to load data')}</p>
        </Card>
      ) : shown.length === 0 ? (
        <Card className="px-4 py-10 text-center text-sm text-muted-foreground">{empty}</Card>
      ) : (
        <>
          <div className="hidden md:block">
            <EmailTable
              emails={shown}
              dateOrder={dateOrder}
              onToggleDateOrder={toggleDateOrder}
              onOpen={open}
              inboxNames={props.inboxNames}
            />
          </div>
          <div className="md:hidden">
            <EmailCards
              emails={shown}
              dateOrder={dateOrder}
              onToggleDateOrder={toggleDateOrder}
              onOpen={open}
              inboxNames={props.inboxNames}
            />
          </div>
        </>
      )}
      <EmailPagination
        page={props.page}
        totalPages={props.list.data?.pagination.totalPages ?? 0}
        onPageChange={props.onPageChange}
      />
      <EmailDialog
        emailId={openEmailId}
        onClose={() => setOpenEmailId(null)}
        attachmentActions={props.attachmentActions}
      />
    </section>
  );
}
