import { useAttachmentPreview } from '@/features/attachments/hooks/use-attachment-preview';
import { EmailDialog } from '@/features/emails/components/email-dialog';

/** The 'View Email' dialog: subject, from, date, attachments (view, download) and content. */
export function ReviewEmailDialog({
  emailId,
  onClose,
}: {
  emailId: string | null;
  onClose: () => void;
}) {
  const { attachmentActions, previewDialog } = useAttachmentPreview();
  return (
    <>
      <EmailDialog emailId={emailId} onClose={onClose} attachmentActions={attachmentActions} />
      {previewDialog}
    </>
  );
}
