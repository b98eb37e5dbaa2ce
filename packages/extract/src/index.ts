export { extractDocument, type ExtractOptions } from './extract-document.js';
export { detectFileType } from './detect/file-type.js';
export { renderThumbnail, type Thumbnail } from './thumbnail.js';
export { normalizeCompanyName } from './company-name.js';
export { parseEInvoice, type EInvoice } from './einvoice/parse-einvoice.js';
export { extractFields, type FieldExtraction } from './fields/extract-fields.js';
export { documentTextFromPlain } from './fields/document-text.js';
export { classifyDocument } from './classify/document-type.js';
export { parseMoney, findAmounts, type Money } from './parse/money.js';
export { minorUnitDigits } from './parse/currency.js';
export { parseDate, findDates, type DateOrder } from './parse/date.js';
export { closeOcr } from './ocr/tesseract.js';
export * from './errors.js';
export * from './schema.js';
export { refineWithLlm, type LlmOptions } from './llm/llm-extract.js';
export {
  applyLearnedHints,
  applyLearnedName,
  learnHint,
  ZLearnedHint,
  ZLearnedName,
  type LearnedHint,
  type LearnedName,
  type StoredHint,
  type StoredName,
} from './learned/index.js';
