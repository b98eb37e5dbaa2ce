import { anyLabel } from '../labels/vocabulary.js';
import { findAmounts } from '../parse/money.js';
import type { DocumentText } from './document-text.js';

/** Lines of a bill's foot that are no item: subtotals, tax, rounding, totals, cash, change. */
const FOOT_LABELS = ['subtotal', 'rounding', 'grandTotal', 'discount', 'tender', 'change'] as const;
/** How far above a total its item lines may start. */
const ITEM_WINDOW = 40;

/**
 * Whether the item lines above line `at` add up to `amount`: each line's last amount with its
 * cents, read upwards from the total, the foot's own lines (subtotal, tax, rounding, other
 * totals) passed over, until the sum reaches the amount (two items at least) or passes it.
 * A till receipt prints its prices with tax, so its items make its total; OCR misreads one
 * digit of one number, and three or more numbers that agree tell which one it was.
 */
export function itemsAddUpTo(doc: DocumentText, at: number, amount: number): boolean {
  const foot = FOOT_LABELS.map((field) => anyLabel(field));
  let sum = 0;
  let items = 0;
  for (let i = at - 1; i >= Math.max(0, at - ITEM_WINDOW); i--) {
    const text = doc.lines[i]?.text ?? '';
    if (foot.some((re) => re.test(text))) continue;
    const price = findAmounts(text)
      .filter((a) => a.explicit && a.minor > 0)
      .pop();
    if (!price) continue;
    sum += price.minor;
    items++;
    if (sum === amount && items >= 2) return true;
    if (sum > amount) return false;
  }
  return false;
}
