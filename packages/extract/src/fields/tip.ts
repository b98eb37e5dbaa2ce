import { labelsOf } from '../labels/vocabulary.js';
import { findAmounts, type Money } from '../parse/money.js';
import type { Line } from '../text/layout.js';
import type { DocumentText } from './document-text.js';
import { findLabelled } from './labelled-value.js';

/** "Tip", "Gratuity", "Trinkgeld", "Pourboire", "Propina", "Mancia", "Fooi". */
const TIP_RULES = labelsOf('tip');
/** How far under the tip line the total with it is printed. */
const TIPPED_WINDOW = 3;
/** A suggested tip is a share of the bill ("18% = $7.53"): no tip that was given. */
const SHARE = /\d\s*%/;

export interface TippedTotal {
  /** The total printed before the tip was added. */
  before: number;
  /** The total with the tip, as printed under the tip line. */
  value: Money;
  line: Line;
}

/**
 * A restaurant's card slip: the total, the tip the guest wrote under it, and the total with the
 * tip, which is what was paid ("Total 41.84", "Tip: 6.25", "TOTAL: $48.09"). The amount with the
 * tip is looked for in the lines under the tip, whatever their label (OCR may lose it: "OTAL:"),
 * and on a scan also with a currency sign read as one or two digits before it ("588.51" for
 * $88.51). A tip printed above the total is already in it: `totals` are the amounts printed as
 * totals, and only one printed above the tip line counts.
 */
export function tippedTotal(
  doc: DocumentText,
  totals: Array<{ minor: number; line: Line }>,
  parse: (text: string) => Money | null,
): TippedTotal | null {
  for (const tip of findLabelled(doc, TIP_RULES, parse, { rightmost: true })) {
    const at = doc.lines.indexOf(tip.line);
    if (tip.value.minor <= 0 || SHARE.test(tip.line.text)) continue;
    const total = totals
      .filter((t) => doc.lines.indexOf(t.line) < at)
      .sort((a, b) => doc.lines.indexOf(b.line) - doc.lines.indexOf(a.line))[0];
    if (!total) continue;
    const want = total.minor + tip.value.minor;
    for (const line of doc.lines.slice(at + 1, at + 1 + TIPPED_WINDOW)) {
      if (SHARE.test(line.text)) continue;
      const value = findAmounts(line.text).find((a) => withTip(a, want, doc.source === 'ocr'));
      if (value) return { before: total.minor, value: { ...value, minor: want }, line };
    }
  }
  return null;
}

/** Whether `amount` reads `want`, or on a scan `want` after a sign read as one or two digits. */
function withTip(amount: Money, want: number, scanned: boolean): boolean {
  const minor = Math.abs(amount.minor);
  if (minor === want) return true;
  if (!scanned || !amount.explicit) return false;
  const digits = String(minor);
  const wanted = String(want);
  return (
    digits.length - wanted.length <= 2 && digits.length > wanted.length && digits.endsWith(wanted)
  );
}
