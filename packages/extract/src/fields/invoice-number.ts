import { findDates } from '../parse/date.js';
import type { DocumentText } from './document-text.js';
import { anyLabel, labelsOf } from '../labels/vocabulary.js';
import {
  bestHit,
  compileRules,
  findLabelled,
  labelCell,
  type LabelledHit,
} from './labelled-value.js';

/**
 * The labels of a document's number in every language (../labels/*.json), plus a "#" that
 * opens a cell ("# A-2024-017"), not one after a word ("Service tax #").
 */
const RULES = [
  ...labelsOf('invoiceNumber'),
  ...compileRules([{ pattern: String.raw`^\s*#`, weight: 0.45 }]),
];

/**
 * Invoice numbers are single tokens with at least one digit: "RE/2024/11/0042", "40017215",
 * "FX7730018842", "HAM_WH2025...". Dates, amounts and percentages are not numbers of a
 * document, and words like "Date" after "Invoice" are the next label, not a value.
 */
export function parseDocumentNumber(text: string): string | null {
  const cleaned = text
    // OCR reads a "N°" as "N2", "N”", "N*" or "N?" ("Factura N2 262178", "TICKET N” 1146").
    .replace(/^(?:[:#\s,;.]|n[°ºo]\.?\s|n[2”"'*?]\s(?=\d)|nr\.?\s|no\.?\s|number\s|nummer\s)+/i, '')
    .replace(/^#\s*/, '');
  // A cell holding "IBZY 2087" is one number split by OCR or by letter spacing; "R 4243" or
  // "FPR 27/25" is a numbering series and its number (in that year).
  const split = /^([A-Z]+)\s(\d{2,}|\d+(?:[/-]\d+)+)$/.exec(cleaned.trim());
  const token = split
    ? `${split[1]}${split[2]}`
    : /^[A-Za-z0-9][A-Za-z0-9/_.-]*[A-Za-z0-9]/.exec(cleaned)?.[0];
  if (!token) return null;
  if (!/\d/.test(token) || token.length < 3) return null;
  if (/^\d{1,3}(?:[.,]\d{3})*[.,]\d{2}$/.test(token)) return null;
  if (/^(?:19|20)\d{2}$/.test(token)) return null;
  const date = findDates(token, 'DMY')[0];
  if (date && date.raw.length >= token.length - 1) return null;
  // A following "%" or currency makes it an amount, not an identifier; so do decimals after
  // thousands ("13.964,56": the token stopped at the comma).
  const after = cleaned.slice(token.length);
  if (/^\s*(?:%|€|\$|£|EUR|USD)/.test(after) || /^[.,]\d{2}(?!\d)/.test(after)) return null;
  return token;
}

/**
 * Cells that name another number ("Kunden-Nr.", "Order No.", "PO Number", "VAT No.", a company
 * register's "Reg. Imprese di Genova n."): weak labels skip them.
 */
const OTHER_NUMBER =
  /(?:\breg(?:\.|ist)|\bimprese\b|\brea\b|\bhrb\b|\brcs\b|\bp\.?\s?o\.?\s+(?:n|#)|st\.|uid|ust|mwst|vat|tva|gst|sst|\buen\b|kunden|customer|client|order|bestell|auftrags|commande|klant|cliente|pedido|ordine|account|konto|steuer|tax|vat|ust|tva|btw|iva|siret|kvk|tel|phone|fax|page|seite|iban|bic|art|artikel|item|pos|lieferschein|delivery|livraison|levering|consegna|entrega|albar[aá]n|contra[tc]t?o?|vertrag)/iu;

/** A delivery note's or an order's words: a title word before them opens that document's number. */
const OTHER_DOCUMENT =
  /(?:lieferschein|delivery|livraison|levering|consegna|entrega|albar[aá]n|order|bestell|auftrag|commande|ordine|pedido)/iu;

/**
 * A title that opens a cell with the number after it: "Tax Invoice F797017", "VAT INVOICE
 * 2024-118", "Gutschrift INV-21925", "Facture d'avoir A-12". The cell is the title and the
 * number alone, so "Tax" or "VAT" in it names no other number.
 */
const TITLE_RULES = compileRules([
  {
    pattern: `^\\s*(?:${[...labelsOf('creditNote'), ...labelsOf('title')].map((l) => l.pattern).join('|')})`,
    weight: 0.85,
  },
]);

/** The number alone in its cell (OCR may split it: "IBZY 2087"), nothing else. */
function numberAlone(text: string): string | null {
  const number = parseDocumentNumber(text);
  return number && text.replace(/^[\s:#]+/, '').replace(/\s+/g, '') === number ? number : null;
}

export function findInvoiceNumber(doc: DocumentText): LabelledHit<string> | null {
  const hits = [
    // Under a header cell the number fills its cell: "168 Main St" under a title is an address.
    ...findLabelled(doc, RULES, parseDocumentNumber, {
      below: true,
      parseBelow: numberAlone,
      unless: OTHER_NUMBER,
    }),
    // "Bon de livraison n°   83049024": a title word that opens another document's number.
    ...findLabelled(doc, TITLE_RULES, numberAlone, { unless: OTHER_DOCUMENT }),
  ];
  // "Against invoice no.", "Zu Rechnung Nr.": the number of the invoice a credit note corrects.
  for (const hit of hits) if (namesAnotherDocument(doc, hit)) hit.confidence *= 0.5;
  // A number printed twice under number labels (header and payment reference) is surer.
  for (const hit of hits) {
    const twice = hits.filter((h) => h.value === hit.value && h.line !== hit.line).length;
    if (twice) hit.confidence = Math.min(1, hit.confidence + 0.03);
  }
  return bestHit(hits);
}

/** Words around a number label that make it another document's ("original", "zu", "sur"). */
const REFERENCE = anyLabel('reference');

/** Whether the label's cell names a reference ("Against invoice no.", "Factura rectificada"). */
function namesAnotherDocument(doc: DocumentText, hit: LabelledHit<string>): boolean {
  return REFERENCE.test(labelCell(doc, hit)?.text ?? '');
}
