import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-error';
import { useEmail } from '../api/get-email';
import type { AttachmentActions } from '../lib/attachment-actions';
import { formatEmailDateTime } from '../lib/format-email-date';
import { EmailAttachmentList } from './email-attachment-list';
import { EmailContentViewer } from './email-content-viewer';

interface EmailDialogProps {
  emailId: string | null;
  onClose: () => void;
  attachmentActions: AttachmentActions;
}

export function EmailDialog({ emailId, onClose, attachmentActions }: EmailDialogProps) {
  const email = useEmail(emailId);
  return (
    <Dialog open={emailId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-3xl">
        {email.isPending ? (
          <div className="grid gap-3" aria-busy>
            <DialogTitle className="sr-only">Loading email</DialogTitle>
            <Skeleton className="h-6 w-2/3" />
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-48" />
          </div>
        ) : email.isError ? (
          <>
            <DialogTitle>Error loading email</DialogTitle>
            <DialogDescription role="alert">
              {errorMessage(email.error, 'Failed to load data')}
            </DialogDescription>
          </>
        ) : (
          <>
            <DialogHeader>
              <DialogTitle className="[overflow-wrap:anywhere]">
                {email.data.subject || '(no subject)'}
              </DialogTitle>
              <DialogDescription className="grid gap-0.5">
                <span className="break-all">From: {email.data.from}</span>
                <span>{formatEmailDateTime(email.data.date)}</span>
              </DialogDescription>
            </DialogHeader>
            {email.data.attachments.length > 0 && (
              <EmailAttachmentList
                attachments={email.data.attachments}
                actions={attachmentActions}
              />
            )}
            <section aria-labelledby="email-content-heading" className="grid min-w-0 gap-2">
              <h3 id="email-content-heading" className="text-sm font-semibold">
                Email Content
              </h3>
              <EmailContentViewer email={email.data} onRefresh={() => void email.refetch()} />
            </section>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
