import { findAmounts, type Money } from '../parse/money.js';
import type { Line } from '../text/layout.js';
import type { DocumentText } from './document-text.js';

/**
 * Gross amounts proved by arithmetic on their own row: a VAT summary or totals row prints net,
 * tax and gross side by side ("Gesamtbetrag  10,00  1,90  11,90", "19%  11,90  10,00  1,90"), and
 * the largest of the row's last three amounts is the sum of the other two. Holds in any
 * language and layout, and survives an OCR misread of the row's label.
 */
export function summedRowTotals(doc: DocumentText): Array<{ gross: Money; line: Line }> {
  const totals: Array<{ gross: Money; line: Line }> = [];
  for (const line of doc.lines) {
    const amounts = findAmounts(line.text).filter((a) => a.explicit && a.minor > 0);
    if (amounts.length < 3) continue;
    const lastThree = amounts.slice(-3);
    const gross = lastThree.reduce((a, b) => (b.minor > a.minor ? b : a));
    const others = lastThree.filter((a) => a !== gross);
    if (others.length === 2 && (others[0]?.minor ?? 0) + (others[1]?.minor ?? 0) === gross.minor)
      totals.push({ gross, line });
  }
  return totals;
}

/** How many times each explicit amount is printed in the document. */
export function printedAmounts(doc: DocumentText): Map<number, number> {
  const counts = new Map<number, number>();
  for (const line of doc.lines)
    for (const a of findAmounts(line.text))
      if (a.explicit) counts.set(Math.abs(a.minor), (counts.get(Math.abs(a.minor)) ?? 0) + 1);
  return counts;
}
