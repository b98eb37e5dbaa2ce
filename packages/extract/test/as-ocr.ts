import { documentTextFromPlain } from '../src/index.js';
import { toDocumentText, type DocumentText } from '../src/fields/document-text.js';

/** Plain text lines as OCR would give them: a scanned page's document text. */
export const asOcr = (text: string): DocumentText =>
  toDocumentText(
    documentTextFromPlain(text).lines.map((l) => ({ ...l, source: 'ocr' as const })),
    'ocr',
  );
