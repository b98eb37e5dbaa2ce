import { findDates } from '../parse/date.js';
import type { Line } from '../text/layout.js';
import type { DocumentText } from './document-text.js';
import { labelCell, type LabelledHit } from './labelled-value.js';

/** A cell this many line heights right of the label belongs to another column. */
const OTHER_COLUMN_IN_HEIGHTS = 4;

/**
 * A seller label heads its block ("Sold by:", "Verkauft von:", "Billed by:") while the line goes
 * on in another column with a label and its value ("Order date   14/07/2026"): the text right of
 * the label is that column's label, not the seller; the seller's name is under the label.
 * Returns the name under it, `null` when the text to the right is the label's value after all.
 */
export function nameUnderSellerLabel(
  doc: DocumentText,
  hit: LabelledHit<string>,
  parse: (text: string) => string | null,
): { value: string; line: Line } | null | undefined {
  if (hit.where !== 'right') return undefined;
  const cell = labelCell(doc, hit);
  const cells = hit.line.segments;
  const at = cell ? cells.indexOf(cell) : -1;
  const [right, after] = [cells[at + 1], cells[at + 2]];
  if (!cell || !right || !after) return undefined;
  const height = hit.line.height;
  if (right.x0 - cell.x1 < height * OTHER_COLUMN_IN_HEIGHTS) return undefined;
  // The other column's value: a date, or a number ("742-2562601-2312067", "#1042", "FR5AB123").
  const value =
    findDates(after.text, doc.dateOrder).length > 0 ||
    (/^[#\s]*[\p{L}\d][\p{L}\d/.-]*$/u.test(after.text.trim()) && /\d/.test(after.text));
  if (!value) return undefined;
  const index = doc.lines.indexOf(hit.line);
  for (const line of doc.lines.slice(index + 1, index + 4)) {
    if (line.page !== hit.line.page || line.y - hit.line.y > height * 4) break;
    const under = line.segments.find((s) => s.x0 < cell.x1 + height && s.x1 > cell.x0 - height);
    if (!under) continue;
    const name = parse(under.text);
    return name === null ? null : { value: name, line };
  }
  return null;
}

/** A name's own label inside a party block ("Denominazione: Edil Galli S.r.l.", "Nom : …"). */
export const NAME_LABEL_RE =
  /^(?:nom|name|naam|nome|nombre|raison\s+sociale|firma|company|denominazione|ragione\s+sociale|raz[óo]n\s+social|denominaci[óo]n(?:\s+social)?)\s*:\s*/i;

/** How many lines under its label a party block may run. */
const BLOCK_LINES = 8;

/**
 * Two party blocks side by side, each under its label ("Cedente/prestatore (fornitore)" beside
 * "Cessionario/committente (cliente)"): what stands right of the seller label is the buyer's
 * label, and the seller's name is in the block under the seller label: the line its name label
 * opens ("Denominazione: …"), or else the first line that is not another field of the block
 * ("Codice fiscale: …"). Returns null when the block holds no name.
 */
export function nameInBlockUnder(
  doc: DocumentText,
  hit: LabelledHit<string>,
  parse: (text: string) => string | null,
): { value: string; line: Line } | null {
  const cell = labelCell(doc, hit);
  if (!cell) return null;
  const height = hit.line.height;
  const index = doc.lines.indexOf(hit.line);
  let previous = hit.line;
  const fields: Array<{ text: string; line: Line }> = [];
  for (const line of doc.lines.slice(index + 1, index + 1 + BLOCK_LINES)) {
    if (line.page !== hit.line.page || line.y - previous.y > height * 2.5) break;
    const under = line.segments.find((s) => Math.abs(s.x0 - cell.x0) < height * 2);
    if (!under) continue;
    previous = line;
    fields.push({ text: under.text, line });
  }
  const named = fields.find((f) => NAME_LABEL_RE.test(f.text));
  const first = fields.find((f) => !/^[^:]{2,40}:/.test(f.text));
  const found = named ?? first;
  const name = found ? parse(found.text) : null;
  return found && name ? { value: name, line: found.line } : null;
}
