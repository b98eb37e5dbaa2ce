export { parseMessage } from './lazy-parse-message';
export { DEFAULT_MAX_DEPTH } from './limits';
export { MailParseError } from './errors';
export { sanitizeFilename } from './filename';
export { isDocumentCandidate, MIN_IMAGE_BYTES, MIN_IMAGE_SIDE_PX } from './document-candidate';
export { detectType } from './detect-type';
export { isEInvoiceXml } from './e-invoice-xml';
export { extractTnef } from './tnef/extract-tnef';
export type {
  DetectedType,
  MailAddress,
  ParseOptions,
  ParsedAttachment,
  ParsedMessage,
} from './types';
export {
  sanitizeEmailHtml,
  rewriteCidImages,
  hasBlockedRemoteContent,
  REMOTE_ATTRIBUTES,
} from './sanitize-html';
export type { SanitizeEmailHtmlOptions } from './sanitize-html';
