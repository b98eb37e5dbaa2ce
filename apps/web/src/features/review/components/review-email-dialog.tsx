import { useState } from 'react';
import { downloadAndSaveAttachment } from '@/features/attachments/api/download-attachment';
import { AttachmentPreviewDialog } from '@/features/attachments/components/attachment-preview-dialog';
import { EmailDialog } from '@/features/emails/components/email-dialog';

/** The 'View Email' dialog: subject, from, date, attachments (view, download) and content. */
export function ReviewEmailDialog({
  emailId,
  onClose,
}: {
  emailId: string | null;
  onClose: () => void;
}) {
  const [previewId, setPreviewId] = useState<string | null>(null);
  return (
    <>
      <EmailDialog
        emailId={emailId}
        onClose={onClose}
        attachmentActions={{
          onView: (attachment) => setPreviewId(attachment._id),
          onDownload: (attachment) => void downloadAndSaveAttachment(attachment),
        }}
      />
      <AttachmentPreviewDialog attachmentId={previewId} onClose={() => setPreviewId(null)} />
    </>
  );
}
