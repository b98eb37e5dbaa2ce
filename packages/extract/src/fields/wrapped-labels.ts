import { anyLabel, type LabelField } from '../labels/vocabulary.js';
import type { Line, Segment } from '../text/layout.js';

/** Labels of values; party, title and legal-notice labels head blocks and stay as printed. */
const VALUE_LABELS: LabelField[] = [
  'invoiceNumber',
  'issueDate',
  'dueDate',
  'deliveryDate',
  'grandTotal',
  'subtotal',
  'net',
  'tax',
  'vatId',
  'nationalTaxId',
];
/** A cell this long or with a digit is a value or a sentence, not the first half of a label. */
const MAX_HEAD_LENGTH = 24;
/** The second line of a wrapped cell follows within this many line heights. */
const NEXT_LINE_IN_HEIGHTS = 1.7;

let unions: RegExp[] | null = null;
const valueLabels = () =>
  (unions ??= VALUE_LABELS.map((field) => new RegExp(anyLabel(field).source, 'giu')));

/** Where the longest label at the start of `text` ends (0 when it opens with none). */
function labelEndAtStart(text: string): number {
  let end = 0;
  for (const re of valueLabels())
    for (const m of text.matchAll(re)) if (m.index <= 2) end = Math.max(end, m.index + m[0].length);
  return end;
}

/**
 * Whether "head tail" holds a label that starts in the head and ends in the tail ("Netto a" +
 * "pagare", "Due" + "Date", "Rechnungs-" + "nummer"), reaching at least as far into the tail as
 * a label the tail opens with itself: a title "Invoice" over "Total excl. VAT" is no "Invoice
 * Total".
 */
function labelAcross(head: string, tail: string, joined: string): boolean {
  const tailStart = joined.length - tail.length;
  const own = labelEndAtStart(tail);
  return valueLabels().some((re) =>
    [...joined.matchAll(re)].some(
      (m) =>
        m.index < head.length &&
        m.index + m[0].length > tailStart &&
        m.index + m[0].length - tailStart >= own,
    ),
  );
}

/** Left edges, centres or right edges within a line height: one cell's two lines. */
function aligned(a: Segment, b: Segment, height: number): boolean {
  return (
    Math.abs(a.x0 - b.x0) < height ||
    Math.abs(a.x1 - b.x1) < height ||
    Math.abs((a.x0 + a.x1) / 2 - (b.x0 + b.x1) / 2) < height
  );
}

function joinText(head: string, tail: string): string {
  // "Rechnungs-" + "nummer": a word hyphenated at the cell's edge.
  return /\p{L}-$/u.test(head) && /^\p{Ll}/u.test(tail)
    ? head.slice(0, -1) + tail
    : `${head} ${tail}`;
}

const lineText = (segments: Segment[]) => segments.map((s) => s.text).join('   ');

/**
 * A label that wrapped in a narrow cell: "Netto a" over "pagare   1.234,00", the table header
 * "Due" over "Date" over its value, "Rechnungs-" over "nummer". The two halves become one cell
 * on the second line, where the label ends and its value follows (to the right or under it), so
 * that every field's rules read the label whole and neither half is read as a label of its own
 * ("Date" alone under "Due" is no issue date).
 */
export function joinWrappedLabels(lines: Line[]): Line[] {
  const out = lines.map((l) => ({ ...l, segments: [...l.segments] }));
  for (let i = 0; i + 1 < out.length; i++) {
    const line = out[i] as Line;
    const next = out[i + 1] as Line;
    if (next.page !== line.page || next.y - line.y > line.height * NEXT_LINE_IN_HEIGHTS) continue;
    // A title over a label is no wrapped cell: the two lines of a cell share their type size.
    if (Math.max(line.height, next.height) > Math.min(line.height, next.height) * 1.25) continue;
    let changed = false;
    for (const head of [...line.segments]) {
      if (head.text.length > MAX_HEAD_LENGTH || /\d/.test(head.text)) continue;
      // "Total   100,00" over "Tax   19,00", "SUMME   EUR   51,79" over "MwSt   Netto": a label
      // with its value is whole already, a currency between them or not.
      if (line.segments.some((s) => s.x0 > head.x1 && /\d/.test(s.text))) continue;
      const tail = next.segments.find(
        (s) => aligned(head, s, line.height) && /^\p{L}/u.test(s.text),
      );
      if (!tail) continue;
      const joined = joinText(head.text, tail.text);
      if (!labelAcross(head.text, tail.text, joined)) continue;
      const merged: Segment = {
        text: joined,
        x0: Math.min(head.x0, tail.x0),
        x1: Math.max(head.x1, tail.x1),
      };
      line.segments = line.segments.filter((s) => s !== head);
      next.segments = next.segments.map((s) => (s === tail ? merged : s));
      changed = true;
    }
    if (!changed) continue;
    line.text = lineText(line.segments);
    next.text = lineText(next.segments);
  }
  return out.filter((l) => l.segments.length > 0);
}
