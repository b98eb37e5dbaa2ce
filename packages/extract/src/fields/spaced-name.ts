import { LEGAL_FORM_RE } from '../parse/legal-forms.js';
import type { Line, Segment } from '../text/layout.js';

/**
 * A cell that reads as words of a business's name: capitals (OCR may set a stray mark before
 * the first), "&", dots, dashes and slashes, perhaps a branch in brackets ("(SEREMBAN 2)"),
 * capitalised words ("Farmacia   Central"), or a legal form alone ("S/B").
 * Not a registration number's opening ("(CO. RE", "(12345-X)"), a label ("TEL:"), an amount
 * or an address's number.
 */
const NAME_WORDS = /^[>'‘"“]?[\p{Lu}&.'\-/ ]*$/u;
/** Or capitalised words, perhaps a particle between them ("Farmacia", "Bar de la Plaza"). */
const TITLED_WORDS = /^(?:(?:\p{Lu}\p{Ll}+|&|de|del|la|di|da|du|von|van|am|zur|zum)(?:\s+|$))+$/u;
const BRANCH = /\(\p{Lu}[\p{Lu}\d ]*\)/u;
const REGISTRATION_OPENING = /^\(\s*(?:CO\b|NO\b|\d)/i;

type Case = 'capitals' | 'titled';

/** How a cell writes its words, when they read as words of a name. */
function caseOf(text: string): Case | null {
  if (NAME_WORDS.test(text.replace(BRANCH, ' ')) && /\p{Lu}{2}/u.test(text)) return 'capitals';
  if (TITLED_WORDS.test(text) && /\p{Lu}\p{Ll}{2}/u.test(text)) return 'titled';
  return null;
}

/**
 * Whether a cell holds words of a name written as `style` (a letterhead writes its name in one
 * case: "Sdn" after "HARDWARE   (SETIA ALAM)" is a cut legal form, not a word of the name).
 */
function nameCell(s: Segment | undefined, style: Case | null): s is Segment {
  if (s === undefined || REGISTRATION_OPENING.test(s.text)) return false;
  const text = s.text.trim();
  if (LEGAL_FORM_RE.exec(text)?.[0] === text) return true;
  const own = caseOf(text);
  return own !== null && (style === null || own === style);
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
  if (at < 0 || !nameCell(cells[at], null) || exclude.has(cells[at]!)) return null;
  const style = caseOf(cells[at]!.text.trim());
  let first = at;
  // The name's words before the winner's cell; after it, words up to the legal form.
  while (first > 0 && nameCell(cells[first - 1], style) && !exclude.has(cells[first - 1]!)) first--;
  let last = at;
  while (
    !LEGAL_FORM_RE.test(cells[last]!.text) &&
    nameCell(cells[last + 1], style) &&
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
