import { useProjectEmails } from '../api/get-project-emails';
import { useEmailListParams } from '../hooks/use-email-list-params';
import type { AttachmentActions } from '../lib/attachment-actions';
import { EmailBrowser } from './email-browser';

interface ProjectEmailsProps {
  projectId: string;
  /** The project's inboxes by id: the Inbox column and the inbox filter. */
  inboxNames: Map<string, string>;
  attachmentActions: AttachmentActions;
}

/** All mail of a project across its inboxes (/emails), with an inbox filter. */
export function ProjectEmails({ projectId, inboxNames, attachmentActions }: ProjectEmailsProps) {
  const { withAttachments, setWithAttachments, inboxId, setInboxId, page, setPage } =
    useEmailListParams();
  const scope = { projectId, inboxId: inboxId || undefined };
  const list = useProjectEmails({ ...scope, page, hasAttachments: withAttachments });
  // One-row pages just for their totals: the API counts per inbox only.
  const all = useProjectEmails({ ...scope, page: 1, limit: 1, hasAttachments: false });
  const attached = useProjectEmails({ ...scope, page: 1, limit: 1, hasAttachments: true });

  return (
    <EmailBrowser
      totals={{
        total: all.data?.pagination.total,
        withAttachments: attached.data?.pagination.total,
      }}
      withAttachments={withAttachments}
      onWithAttachmentsChange={setWithAttachments}
      page={page}
      onPageChange={setPage}
      list={list}
      emptyMessage="No emails found in this project."
      attachmentActions={attachmentActions}
      inboxNames={inboxNames}
      filters={
        <select
          aria-label="Inbox"
          value={inboxId}
          onChange={(event) => setInboxId(event.target.value)}
          className="h-9 rounded-md border border-input bg-card px-3 text-sm shadow-xs focus-visible:outline-2 focus-visible:outline-ring/40"
        >
          <option value="">All inboxes</option>
          {[...inboxNames].map(([id, name]) => (
            <option key={id} value={id}>
              {name}
            </option>
          ))}
        </select>
      }
    />
  );
}
