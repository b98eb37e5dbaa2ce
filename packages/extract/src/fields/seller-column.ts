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
