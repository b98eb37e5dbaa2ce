import { findDates } from '../parse/date.js';
import type { DocumentText } from './document-text.js';
import { bestHit, compileRules, findLabelled, type LabelledHit } from './labelled-value.js';

/** "No.", "Nr.", "n°", "#", "Number" ... between a document word and its number. */
const NUMBER_WORD = String.raw`(?:\s*(?:n[°ºo]\.?|nr\.?|no\.?|num\.?|#|number|nummer|num[ée]ro|id)\s*:?)?`;

const RULES = compileRules([
  { pattern: String.raw`invoice\s*(?:n[°ºo]\.?|nr\.?|no\.?|num(?:ber)?\.?|#|id)`, weight: 0.95 },
  { pattern: String.raw`(?:tax\s+)?invoice\s+number`, weight: 0.95 },
  {
    pattern: String.raw`rechnungs?[\s-]?(?:nummer|nr\.?|no\.?)|rechnung\s+(?:nr\.?|no\.?|nummer)`,
    weight: 0.95,
  },
  {
    pattern: String.raw`(?:n[°º]|num[ée]ro)\s*(?:de\s+)?factur[ea]|factur[ea]\s*(?:n[°ºo]\.?|no\.?|num[ée]ro)`,
    weight: 0.95,
  },
  { pattern: String.raw`factuur\s*(?:nummer|nr\.?|no\.?)|factuurnummer`, weight: 0.95 },
  {
    pattern: String.raw`(?:receipt|bill|beleg|quittung|reçu|ticket|bon|kassenbon|bonnummer)${NUMBER_WORD}`,
    weight: 0.8,
  },
  { pattern: String.raw`invoice|rechnung|facture|factuur|factura|fattura`, weight: 0.7 },
  {
    pattern: String.raw`(?:document|doc\.?|dokument)\s*(?:n[°ºo]\.?|nr\.?|no\.?|number|nummer)`,
    weight: 0.6,
  },
  {
    pattern: String.raw`(?:booking|reservation|buchungs?|réservation|transaction)\s*(?:id|n[°ºo]\.?|nr\.?|no\.?|number|nummer|ref(?:erence)?)`,
    weight: 0.5,
  },
  // A "#" that opens a cell ("# invoice_number_1"), not one after a word ("Service tax #").
  { pattern: String.raw`^\s*#`, weight: 0.45 },
]);

/**
 * Invoice numbers are single tokens with at least one digit: "INV/2023/03/0008", "30064443",
 * "VF1005193039", "BLR_WFLD2015...". Dates, amounts and percentages are not numbers of a
 * document, and words like "Date" after "Invoice" are the next label, not a value.
 */
export function parseDocumentNumber(text: string): string | null {
  const cleaned = text
    .replace(/^(?:[:#\s]|n[°ºo]\.?\s|nr\.?\s|no\.?\s|number\s|nummer\s)+/i, '')
    .replace(/^#\s*/, '');
  // A cell holding "IBZY 2087" is one number split by OCR or by letter spacing.
  const split = /^([A-Z]{2,})\s(\d{2,})$/.exec(cleaned.trim());
  const token = split
    ? `${split[1]}${split[2]}`
    : /^[A-Za-z0-9][A-Za-z0-9/_.-]*[A-Za-z0-9]/.exec(cleaned)?.[0];
  if (!token) return null;
  if (!/\d/.test(token) || token.length < 3) return null;
  if (/^\d{1,3}(?:[.,]\d{3})*[.,]\d{2}$/.test(token)) return null;
  if (/^(?:19|20)\d{2}$/.test(token)) return null;
  const date = findDates(token, 'DMY')[0];
  if (date && date.raw.length >= token.length - 1) return null;
  // A following "%" or currency makes it an amount, not an identifier.
  if (/^\s*(?:%|€|\$|£|EUR|USD)/.test(cleaned.slice(token.length))) return null;
  return token;
}

export function findInvoiceNumber(doc: DocumentText): LabelledHit<string> | null {
  return bestHit(findLabelled(doc, RULES, parseDocumentNumber, { below: true }));
}
