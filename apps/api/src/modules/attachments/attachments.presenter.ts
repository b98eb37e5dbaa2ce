import type { TAttachment, TAttachmentSummary } from '@papertray/contract';
import type { AttachmentRow } from '../../platform/db/schema';
import type { AttachmentWithInbox } from './attachments.repository';

/** The type the bytes really are when known; the sender's claim only as a fallback. */
export function effectiveContentType(row: Pick<AttachmentRow, 'detectedMime' | 'contentType'>) {
  return row.detectedMime ?? row.contentType;
}

export function presentAttachmentSummary(row: AttachmentRow): TAttachmentSummary {
  return {
    _id: row.id,
    filename: row.filename,
    size: row.size,
    contentType: effectiveContentType(row),
  };
}

export function presentAttachment(row: AttachmentWithInbox): TAttachment {
  return {
    ...presentAttachmentSummary(row),
    emailId: row.emailId,
    inboxId: row.inboxId,
    projectId: row.projectId,
    originalFilename: row.originalFilename,
    declaredContentType: row.contentType,
    detectedType: row.detectedType,
    inline: row.inline,
    contentId: row.contentId,
    isDocumentCandidate: row.isDocumentCandidate,
    sha256: row.sha256,
    createdAt: row.createdAt.toISOString(),
  };
}
