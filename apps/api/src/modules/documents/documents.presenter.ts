import type { TDocument } from '@papertray/contract';
import type { DocumentViewUrls } from './document-view-urls';
import type { DocumentListRow, DocumentRefs } from './documents.repository';

export function presentDocument(
  row: DocumentListRow,
  refs: DocumentRefs,
  urls: DocumentViewUrls,
): TDocument {
  const folder = (id: string | null) => {
    const ref = id ? refs.folders.get(id) : undefined;
    return ref ? { _id: ref.id, name: ref.name, color: ref.color } : null;
  };
  const contact = row.contactId ? refs.contacts.get(row.contactId) : undefined;
  const attachment = row.attachmentId ? refs.attachments.get(row.attachmentId) : undefined;
  const duplicate = row.possibleDuplicateOf
    ? refs.duplicates.get(row.possibleDuplicateOf)
    : undefined;
  return {
    _id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    state: row.state,
    approvedAt: row.approvedAt?.toISOString() ?? null,
    trashedAt: row.trashedAt?.toISOString() ?? null,
    type: row.type,
    source: row.source,
    projectId: row.projectId,
    contactId: contact ? { _id: contact.id, name: contact.name } : null,
    folderId: folder(row.folderId),
    suggestedFolderId: folder(row.suggestedFolderId),
    possibleDuplicateOf: duplicate ? { _id: duplicate.id, name: duplicate.name } : null,
    emailId: row.emailId,
    attachmentId: attachment ? { _id: attachment.id, filename: attachment.filename } : null,
    extractedData: row.extractedData,
    fieldMeta: row.fieldMeta,
    processing: {
      status: row.processingStatus,
      error: row.processingError,
      attempts: row.processingAttempts,
      updatedAt: row.processingUpdatedAt.toISOString(),
    },
    file: {
      filename: row.originalFilename,
      mimeType: row.mimeType,
      size: row.size,
      pageCount: row.pageCount,
    },
    viewUrl: urls.viewUrl,
    thumbnailUrl: urls.thumbnailUrl,
    viewUrlExpiresAt: urls.expiresAt.toISOString(),
  };
}
