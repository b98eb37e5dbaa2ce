import { useInboxEmailCount } from '../api/get-inbox-email-count';
import { useInboxEmails } from '../api/get-inbox-emails';
import { useEmailListParams } from '../hooks/use-email-list-params';
import type { AttachmentActions } from '../lib/attachment-actions';
import { EmailBrowser } from './email-browser';

/** The 'Emails with Attachments' tab of an inbox. */
export function InboxEmails({
  inboxId,
  attachmentActions,
}: {
  inboxId: string;
  attachmentActions: AttachmentActions;
}) {
  const { withAttachments, setWithAttachments, page, setPage } = useEmailListParams();
  const list = useInboxEmails(inboxId, page, withAttachments);
  const count = useInboxEmailCount(inboxId);

  return (
    <EmailBrowser
      title="Emails with Attachments"
      description="Administrative documents and attachments from this inbox"
      totals={{ total: count.data?.total, withAttachments: count.data?.withAttachments }}
      withAttachments={withAttachments}
      onWithAttachmentsChange={setWithAttachments}
      page={page}
      onPageChange={setPage}
      list={list}
      emptyMessage="No emails found in this inbox."
      attachmentActions={attachmentActions}
    />
  );
}
