import { useState } from 'react';
import { useParams } from 'react-router';
import { useAttachmentPreview } from '@/features/attachments/hooks/use-attachment-preview';
import { DocumentDetail } from '@/features/document-detail/components/document-detail';
import { EmailDialog } from '@/features/emails/components/email-dialog';

export default function DocumentDetailPage() {
  const { id = '' } = useParams();
  const [emailId, setEmailId] = useState<string | null>(null);
  const { attachmentActions, previewDialog } = useAttachmentPreview();

  return (
    <>
      <DocumentDetail key={id} documentId={id} onViewEmail={setEmailId} />
      <EmailDialog
        emailId={emailId}
        onClose={() => setEmailId(null)}
        attachmentActions={attachmentActions}
      />
      {previewDialog}
    </>
  );
}
