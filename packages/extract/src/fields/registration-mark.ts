import { anyLabel } from '../labels/vocabulary.js';
import type { DocumentText } from './document-text.js';
import type { Line } from '../text/layout.js';

/**
 * A company's registration number printed with its name, as receipts in Malaysia, Singapore,
 * the UK and elsewhere print it: "SYARIKAT PERNIAGAAN GIN KEE (81109-A)", "MR. D.I.Y. (M) SDN BHD
 * (CO. REG : 860671-D)", a line "(Co. No. 123456-X)" or "Company No: 0123456" under the name.
 * The number is no part of the name, and it marks the line it follows as the company's: the
 * brand or logo word above it, an "ENTERPRISE" or "TRADING" without a legal form, is otherwise
 * no surer than any other top line.
 */

/**
 * The id: a few letters at most, at least five digits, perhaps a dash and a check letter (which
 * OCR loses now and then).
 */
const ID_NUMBER = String.raw`[A-Z]{0,3}\s?\d{5,}`;
const ID = String.raw`${ID_NUMBER}(?:\s?[-–]\s?[A-Z0-9]{0,2})?`;

let tail: RegExp | undefined;
let head: RegExp | undefined;

function patterns(): { tail: RegExp; head: RegExp } {
  const label = anyLabel('companyRegistration').source;
  // "(81109-A)", "(CO. REG : 860671-D)", "Company No: 123456-X" at the end of a name; OCR may
  // lose the closing bracket, and a long head line run off the paper's edge keeps only the
  // bracket and its label: "SYARIKAT PERNIAGAAN BINTANG TIMUR (CO. REG". A bracket opened with
  // the label holds the number to the line's end, however OCR read it: "(CO. REG : JM0853268-",
  // "(CO. REG : 8%". A bracket opened with the number holds it to the line's end too, when OCR
  // misread its check letter or closing bracket: "(SA0390010-\", "(SA0355886~-X)".
  tail ??= new RegExp(
    String.raw`\s*(?:[([{]\s*(?:${label})?\s*[:.]?\s*${ID}\s*[)\]}]?|[([{]\s*(?:${label})\s*[:.]?[^()[\]{}]*[)\]}]?|(?:${label})\s*[:.]?\s*${ID}|[([{]\s*${ID_NUMBER}[^()[\]{}\d]{0,4}[)\]}]?)\s*$`,
    'iu',
  );
  // A line of its own that starts with the number or its label: "(Co. No. 1234-X)", "ROC No:".
  head ??= new RegExp(
    String.raw`^\s*[([{]?\s*(?:(?:${label})\s*[:.]?\s*(?:${ID})?|${ID}\s*[)\]}])`,
    'iu',
  );
  return { tail, head };
}

/** The name without a registration number printed after it. */
export function withoutRegistration(name: string): string {
  const { tail } = patterns();
  const stripped = name.replace(tail, '').trim();
  return stripped.length >= 2 ? stripped : name;
}

/** Does the line carry its registration number, or does the next line start with one? */
export function registrationMarked(doc: DocumentText, line: Line): boolean {
  const { tail, head } = patterns();
  if (tail.test(line.text) && withoutRegistration(line.text) !== line.text) return true;
  const next = doc.lines[doc.lines.indexOf(line) + 1];
  if (!next || next.page !== line.page || head.test(line.text)) return false;
  // Directly under it: not further than two line heights.
  return next.y - line.y < 2.5 * Math.max(1, line.height) && head.test(next.text);
}
