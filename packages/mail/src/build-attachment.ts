import { createHash } from 'node:crypto';
import { detectType } from './detect-type';
import { isDocumentCandidate } from './document-candidate';
import { sanitizeFilename } from './filename';
import type { ParsedAttachment } from './types';

// Extensions for nameless parts whose content is text (magic bytes cannot tell these apart).
const EXT_BY_DECLARED_TYPE: Record<string, string> = {
  'message/rfc822': 'eml',
  'message/global': 'eml',
  'message/delivery-status': 'txt',
  'message/disposition-notification': 'txt',
  'message/feedback-report': 'txt',
  'message/partial': 'eml',
  'text/rfc822-headers': 'txt',
  'text/plain': 'txt',
  'text/html': 'html',
  'text/calendar': 'ics',
  'text/csv': 'csv',
  'text/xml': 'xml',
  'application/xml': 'xml',
  'application/json': 'json',
  'application/pgp-signature': 'asc',
  'application/pkcs7-signature': 'p7s',
  'application/x-pkcs7-signature': 'p7s',
  'application/ms-tnef': 'dat',
};

export interface AttachmentInput {
  content: Buffer;
  /** Known already when mailparser hashed the content while streaming it. */
  sha256?: string;
  originalFilename: string | null;
  declaredType: string;
  inline: boolean;
  contentId: string | null;
  path: string;
}

export async function buildAttachment(input: AttachmentInput): Promise<ParsedAttachment> {
  const detection = await detectType(input.content);
  const declaredExt = EXT_BY_DECLARED_TYPE[input.declaredType] ?? null;
  // Magic bytes win for binary formats; for text the declared type is the better hint.
  const ext =
    detection.type === 'text' || detection.type === 'unknown'
      ? (declaredExt ?? detection.ext)
      : detection.ext;
  return {
    filename: sanitizeFilename(input.originalFilename, ext),
    originalFilename: input.originalFilename,
    contentType: input.declaredType,
    detectedType: detection.type,
    detectedMime: detection.mime,
    size: input.content.length,
    sha256: input.sha256 ?? createHash('sha256').update(input.content).digest('hex'),
    content: input.content,
    inline: input.inline,
    contentId: input.contentId,
    isDocumentCandidate: isDocumentCandidate(detection.type, input.content),
    path: input.path,
  };
}
