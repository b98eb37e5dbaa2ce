import type { TAttachmentSummary } from '@papertray/contract';
import { Download, Eye, Paperclip } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatBytes } from '@/lib/format-bytes';
import type { AttachmentActions } from '../lib/attachment-actions';

export function EmailAttachmentList({
  attachments,
  actions,
}: {
  attachments: TAttachmentSummary[];
  actions: AttachmentActions;
}) {
  return (
    <section aria-labelledby="email-attachments-heading" className="grid gap-2">
      <h3 id="email-attachments-heading" className="text-sm font-semibold">
        Attachments ({attachments.length})
      </h3>
      <ul className="grid gap-2">
        {attachments.map((attachment) => (
          <li
            key={attachment._id}
            className="flex flex-wrap items-center gap-3 rounded-lg border p-3"
          >
            <Paperclip className="size-4 shrink-0 text-muted-foreground" aria-hidden />
            <span className="flex min-w-40 flex-1 flex-col">
              <span className="truncate text-sm font-medium" title={attachment.filename}>
                {attachment.filename}
              </span>
              <span className="text-xs text-muted-foreground">
                {formatBytes(attachment.size)} · {attachment.contentType}
              </span>
            </span>
            <span className="ml-auto flex gap-2">
              <Button
                size="sm"
                variant="outline"
                onClick={() => actions.onView(attachment)}
                aria-label={`View ${attachment.filename}`}
              >
                <Eye aria-hidden />
                View
              </Button>
              <Button
                size="sm"
                variant="outline"
                onClick={() => actions.onDownload(attachment)}
                aria-label={`Download ${attachment.filename}`}
              >
                <Download aria-hidden />
                Download
              </Button>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
