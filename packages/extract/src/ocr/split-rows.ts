import { anyLabel, type LabelField } from '../labels/vocabulary.js';
import { findAmounts } from '../parse/money.js';
import type { Line } from '../text/layout.js';

/**
 * A receipt row that OCR split in two: on a slip scanned a little turned, a label at the left
 * edge ("TOTAL", "Total Sales Incl GST", "CASH", "CHANGE") and its amount at the right edge sit
 * at heights far enough apart that tesseract sets them on lines of their own, the amount just
 * above or just below its label ("77.50 / TOTAL", "TOTAL / 17.40"). The label then stands
 * without a value, and the amount is not under it either (it is right of it). Such a label
 * line alone is joined with the nearest lone amount right of it, on the line just above or
 * below, less than one and a half line heights away; each amount joins one label.
 */
const MONEY_FIELDS: LabelField[] = [
  'grandTotal',
  'subtotal',
  'net',
  'tax',
  'tender',
  'change',
  'rounding',
];
const MONEY_LABEL = MONEY_FIELDS.map((f) => anyLabel(f));
const ROUNDING = anyLabel('rounding');
/** A till rounds by less than its smallest coin: a rounding line takes no larger amount. */
const MAX_ROUNDING_MINOR = 50;
/** At most this many line heights between the tops of a label and its amount. */
const MAX_GAP_IN_HEIGHTS = 1.5;
/**
 * An amount alone on its line or in its cell: a sign, "RM" or a currency sign, and a tax code
 * letter after.
 */
export const LONE_AMOUNT = /^(?:RM|[$€£])?\s?-?\d{1,3}(?:,\d{3})*[.,]\d{2}(?:\s?[A-Z$])?$/;

function loneLabel(line: Line): boolean {
  if (line.segments.length !== 1) return false;
  const text = line.text.replace(/[\s:]+$/, '');
  if (!MONEY_LABEL.some((re) => re.test(text))) return false;
  return !findAmounts(text).some((a) => a.explicit);
}

const loneAmount = (line: Line) => line.segments.length === 1 && LONE_AMOUNT.test(line.text.trim());

function smallAmount(text: string): boolean {
  const amount = findAmounts(text)[0];
  return amount !== undefined && Math.abs(amount.minor) <= MAX_ROUNDING_MINOR;
}

export function joinSplitRows(lines: Line[]): Line[] {
  const pairs: Array<{ label: number; amount: number; gap: number }> = [];
  lines.forEach((line, i) => {
    if (line.source !== 'ocr' || !loneLabel(line)) return;
    const label = line.segments[0]!;
    for (const j of [i - 1, i + 1]) {
      const other = lines[j];
      if (!other || other.page !== line.page || !loneAmount(other)) continue;
      const gap = Math.abs(other.y - line.y);
      const height = Math.max(line.height, other.height);
      if (gap > height * MAX_GAP_IN_HEIGHTS) continue;
      // Right of the label, past a gap: the value column, not a number under the label.
      if (other.segments[0]!.x0 < label.x1 + height) continue;
      if (ROUNDING.test(line.text) && !smallAmount(other.text)) continue;
      pairs.push({ label: i, amount: j, gap });
    }
  });
  if (!pairs.length) return lines;
  pairs.sort((a, b) => a.gap - b.gap);
  const used = new Set<number>();
  const joined = new Map<number, number>();
  for (const p of pairs) {
    if (used.has(p.label) || used.has(p.amount)) continue;
    used.add(p.label).add(p.amount);
    joined.set(p.label, p.amount);
  }
  const dropped = new Set(joined.values());
  return lines.flatMap((line, i) => {
    if (dropped.has(i)) return [];
    const j = joined.get(i);
    if (j === undefined) return [line];
    const amount = lines[j]!;
    return [
      {
        ...line,
        height: Math.max(line.height, amount.height),
        segments: [...line.segments, ...amount.segments],
        text: `${line.text}   ${amount.text}`,
      },
    ];
  });
}
