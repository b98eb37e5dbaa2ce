import { LEGAL_FORM_RE } from '../parse/legal-forms.js';
import type { Line, Segment } from '../text/layout.js';

/**
 * A cell that reads as words of a business's name: capitals (OCR may set a stray mark before
 * the first), "&", dots, dashes and slashes, perhaps a branch in brackets ("(SEREMBAN 2)"), or
 * a legal form alone ("S/B").
 * Not a registration number's opening ("(CO. RE", "(12345-X)"), a label ("TEL:"), an amount
 * or an address's number.
 */
const NAME_WORDS = /^[>'‘"“]?[\p{Lu}&.'\-/ ]*$/u;
const BRANCH = /\(\p{Lu}[\p{Lu}\d ]*\)/u;
const REGISTRATION_OPENING = /^\(\s*(?:CO\b|NO\b|\d)/i;

function nameCell(s: Segment | undefined): s is Segment {
  if (s === undefined || REGISTRATION_OPENING.test(s.text)) return false;
  const text = s.text.trim();
  if (LEGAL_FORM_RE.exec(text)?.[0] === text) return true;
  return NAME_WORDS.test(text.replace(BRANCH, ' ')) && /\p{Lu}{2}/u.test(text);
}

/**
 * The seller's name across the cells of its line. OCR reads a till's head line with wide gaps
 * between its words ("ANNALAKSHMI   FOOD INDUSTRIES   (SEREMBAN 2)   SDN", ">CEAN   PALACE
 * FOOD   INDUSTRIES SDN.BHD   (CO.   RE"), and the line builder makes each run a cell of its own:
 * the cue that found the seller took one cell, a first word or the one with the legal form.
 * On a scan, the neighbouring cells of the name's line that read as name words join it, up to
 * its legal form and before a registration number, a label or a contact. Null when no cell
 * joins.
 */
export function nameAcrossCells(line: Line, x0: number, exclude: Set<Segment>): string | null {
  if (line.source !== 'ocr') return null;
  const cells = line.segments;
  const at = cells.findIndex((s) => Math.abs(s.x0 - x0) < 1);
  if (at < 0 || !nameCell(cells[at]) || exclude.has(cells[at]!)) return null;
  let first = at;
  // The name's words before the winner's cell; after it, words up to the legal form.
  while (first > 0 && nameCell(cells[first - 1]) && !exclude.has(cells[first - 1]!)) first--;
  let last = at;
  while (
    !LEGAL_FORM_RE.test(cells[last]!.text) &&
    nameCell(cells[last + 1]) &&
    !exclude.has(cells[last + 1]!)
  )
    last++;
  if (first === at && last === at) return null;
  return cells
    .slice(first, last + 1)
    .map((s) => s.text.trim())
    .join(' ')
    .replace(/^[>'‘"“]\s*/, '');
}
