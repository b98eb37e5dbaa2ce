import { anyLabel } from '../labels/vocabulary.js';
import { findAmounts } from '../parse/money.js';
import type { Line, Segment } from '../text/layout.js';
import { LONE_AMOUNT } from './split-rows.js';

/**
 * A receipt's totals block whose column of amounts OCR set one row too high: on a photo taken
 * a little turned, the amount right of each label lies level with the label above it, and
 * tesseract pairs them so ("89.80" alone, "TOTAL RM   100.00", "CASH   10.20", "BAKI" with
 * nothing). The total then reads as the cash given, and the cash as the change. Such a block
 * (a lone amount, rows of a label and an amount, a last label alone) is read one row down
 * when that makes it add up (cash − change = total) and as read it does not: the till's own
 * arithmetic says which pairing it printed. Turned the other way, the amounts sit one row too
 * low ("TOTAL" alone, "CASH   89.80", "CHANGE   100.00", "10.20" alone), and are read one row up.
 */
const TOTAL = anyLabel('grandTotal');
const SUBTOTAL = anyLabel('subtotal');
const TENDER = anyLabel('tender');
const CHANGE = anyLabel('change');
const ROUNDING = anyLabel('rounding');
/** A line of OCR specks between rows: no letters, no amount ("2", "|", "—"). */
const SPECKS = /^[^\p{L}]{0,3}$/u;

type Role = 'total' | 'tender' | 'change' | 'other';

function roleOf(label: string): Role | null {
  if (CHANGE.test(label)) return 'change';
  // The tender words hold the rounding too ("Rounding Adj"): it is no cash given.
  if (ROUNDING.test(label)) return 'other';
  if (TENDER.test(label)) return 'tender';
  if (SUBTOTAL.test(label)) return 'other';
  return TOTAL.test(label) ? 'total' : null;
}

const amountCell = (text: string) => LONE_AMOUNT.test(text.trim());
const minorOf = (text: string) => findAmounts(text)[0]?.minor ?? null;

/** A money label alone on its line, without an amount. */
function loneLabel(line: Line): boolean {
  const text = line.text.replace(/[\s:;.]+$/, '');
  return roleOf(text) !== null && !findAmounts(text).some((a) => a.explicit);
}

/** A money label in its cells with an amount in the last: the label's text and the amount. */
function labelAndAmount(line: Line): { label: string; amount: string } | null {
  const last = line.segments.at(-1);
  if (line.segments.length < 2 || !last || !amountCell(last.text)) return null;
  const label = line.segments
    .slice(0, -1)
    .map((s) => s.text.trim())
    .join(' ');
  if (roleOf(label) === null || findAmounts(label).some((a) => a.explicit)) return null;
  return { label, amount: last.text.trim() };
}

/** Whether cash − change = total, with all three in `rows`. */
function addsUp(rows: Array<{ label: string; amount: string | null }>): boolean {
  const find = (role: Role) => {
    const row = rows.find((r) => roleOf(r.label) === role && r.amount !== null);
    return row ? minorOf(row.amount as string) : null;
  };
  const total = find('total');
  const tender = find('tender');
  const change = find('change');
  return total !== null && tender !== null && change !== null && tender - change === total;
}

export function readShiftedAmounts(lines: Line[]): Line[] {
  // One row too low is one row too high read from the foot up.
  const down = readOneRowDown(lines);
  return [...readOneRowDown([...down].reverse())].reverse();
}

/** Blocks read one row too high (a lone amount over them, a lone label last) read one row down. */
function readOneRowDown(lines: Line[]): Line[] {
  for (let end = 0; end < lines.length; end++) {
    const last = lines[end] as Line;
    if (last.source !== 'ocr' || !loneLabel(last)) continue;
    // Up from the lone label: rows of a label and an amount, then (past specks) a lone amount.
    let start = end - 1;
    while (start >= 0 && labelAndAmount(lines[start] as Line)) start--;
    let lone = start;
    while (lone >= 0 && SPECKS.test((lines[lone] as Line).text.trim())) lone--;
    const above = lines[lone];
    const rows = lines.slice(start + 1, end);
    if (!rows.length || !above || above.page !== last.page || !amountCell(above.text)) continue;
    const paired = rows.map((row) => labelAndAmount(row) as { label: string; amount: string });
    const labels = [...paired.map((p) => p.label), last.text.replace(/[\s:;.]+$/, '')];
    const amounts = [above, ...rows].map((row) => row.segments.at(-1) as Segment);
    const asRead = labels.map((label, i) => ({ label, amount: paired[i]?.amount ?? null }));
    const shifted = labels.map((label, i) => ({ label, amount: (amounts[i] as Segment).text }));
    if (addsUp(asRead) || !addsUp(shifted)) continue;
    const mended = [...rows, last].map((row, i) => withAmount(row, amounts[i] as Segment));
    return readOneRowDown([...lines.slice(0, lone), ...mended, ...lines.slice(end + 1)]);
  }
  return lines;
}

/** The row with its label's cells and `amount` (another row's amount cell) after them. */
function withAmount(row: Line, amount: Segment): Line {
  const last = row.segments.at(-1);
  const cells =
    row.segments.length > 1 && last && amountCell(last.text)
      ? row.segments.slice(0, -1)
      : row.segments;
  const segments = [...cells, amount];
  return { ...row, segments, text: segments.map((s) => s.text.trim()).join('   ') };
}
