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
 * The first row's own amount may also be lost ("GST (6%)   0.01", "Rounding   48.40",
 * "TOTAL   100.00" under a garbled line): the block still adds up read one row down.
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

/** Blocks read one row too high (a lone label last) read one row down. */
function readOneRowDown(lines: Line[]): Line[] {
  for (let end = 0; end < lines.length; end++) {
    const last = lines[end] as Line;
    if (last.source !== 'ocr' || !loneLabel(last)) continue;
    // Up from the lone label: rows of a label and an amount, then the amount over them.
    let start = end - 1;
    while (start >= 0 && labelAndAmount(lines[start] as Line)) start--;
    const rows = lines.slice(start + 1, end);
    if (!rows.length) continue;
    const over = amountOver(lines, start, last.page);
    const paired = rows.map((row) => labelAndAmount(row) as { label: string; amount: string });
    const labels = [...paired.map((p) => p.label), last.text.replace(/[\s:;.]+$/, '')];
    const amounts = [over.amount, ...rows.map((row) => row.segments.at(-1) as Segment)];
    const asRead = labels.map((label, i) => ({ label, amount: paired[i]?.amount ?? null }));
    const shifted = labels.map((label, i) => ({ label, amount: amounts[i]?.text ?? null }));
    if (addsUp(asRead) || !addsUp(shifted)) continue;
    const mended = [...rows, last].map((row, i) => withAmount(row, amounts[i] ?? null));
    return readOneRowDown([...over.before, ...mended, ...lines.slice(end + 1)]);
  }
  return lines;
}

/**
 * The amount over a block of rows starting after `start`, past OCR specks, which belongs to the
 * block's first row, and the lines before the block once it has moved down: a lone amount
 * ("89.80"), or none when it was lost (nothing, or a garbled line, over the block) and the first
 * row is left without an amount.
 */
function amountOver(
  lines: Line[],
  start: number,
  page: number,
): { amount: Segment | null; before: Line[] } {
  let lone = start;
  while (lone >= 0 && SPECKS.test((lines[lone] as Line).text.trim())) lone--;
  const above = lines[lone];
  return above && above.page === page && amountCell(above.text)
    ? { amount: above.segments.at(-1) as Segment, before: lines.slice(0, lone) }
    : { amount: null, before: lines.slice(0, start + 1) };
}

/** The row with its label's cells and `amount` (another row's amount cell, or none) after them. */
function withAmount(row: Line, amount: Segment | null): Line {
  const last = row.segments.at(-1);
  const cells =
    row.segments.length > 1 && last && amountCell(last.text)
      ? row.segments.slice(0, -1)
      : row.segments;
  const segments = amount ? [...cells, amount] : cells;
  return { ...row, segments, text: segments.map((s) => s.text.trim()).join('   ') };
}
