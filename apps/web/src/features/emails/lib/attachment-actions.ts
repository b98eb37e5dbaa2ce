import type { TAttachmentSummary } from '@papertray/contract';

/** What the email screens can do with an attachment; the route wires in the preview feature. */
export interface AttachmentActions {
  onView: (attachment: TAttachmentSummary) => void;
  onDownload: (attachment: TAttachmentSummary) => void;
}
