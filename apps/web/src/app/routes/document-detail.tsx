import type { TAttachmentSummary } from '@papertray/contract';
import { useState } from 'react';
import { useParams } from 'react-router';
import { downloadAndSaveAttachment } from '@/features/attachments/api/download-attachment';
import { AttachmentPreviewDialog } from '@/features/attachments/components/attachment-preview-dialog';
import { DocumentDetail } from '@/features/document-detail/components/document-detail';
import { EmailDialog } from '@/features/emails/components/email-dialog';

export default function DocumentDetailPage() {
  const { id = '' } = useParams();
  const [emailId, setEmailId] = useState<string | null>(null);
  const [previewId, setPreviewId] = useState<string | null>(null);

  return (
    <>
      <DocumentDetail key={id} documentId={id} onViewEmail={setEmailId} />
      <EmailDialog
        emailId={emailId}
        onClose={() => setEmailId(null)}
        attachmentActions={{
          onView: (attachment: TAttachmentSummary) => setPreviewId(attachment._id),
          onDownload: (attachment: TAttachmentSummary) =>
            void downloadAndSaveAttachment(attachment),
        }}
      />
      <AttachmentPreviewDialog attachmentId={previewId} onClose={() => setPreviewId(null)} />
    </>
  );
}
