import type { TAttachmentSummary } from '@papertray/contract';
import { useState } from 'react';
import { downloadAndSaveAttachment } from '../api/download-attachment';
import { AttachmentPreviewDialog } from '../components/attachment-preview-dialog';

/**
 * What a mail's attachments do on a screen: view opens the preview dialog, download saves the
 * file. Hand `attachmentActions` to the email views and render `previewDialog` beside them.
 */
export function useAttachmentPreview() {
  const [previewId, setPreviewId] = useState<string | null>(null);
  return {
    attachmentActions: {
      onView: (attachment: TAttachmentSummary) => setPreviewId(attachment._id),
      onDownload: (attachment: TAttachmentSummary) => void downloadAndSaveAttachment(attachment),
    },
    previewDialog: (
      <AttachmentPreviewDialog attachmentId={previewId} onClose={() => setPreviewId(null)} />
    ),
  };
}
