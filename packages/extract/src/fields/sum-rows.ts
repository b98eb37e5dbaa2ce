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

const RATE_RE = /(?<![\d.,])(\d{1,2}(?:[.,]\d{1,2})?)\s?%/;

/**
 * The gross of a VAT summary that prints only rate, net and tax per row ("VAT 20%  45.34  9.07",
 * "A 7,0%  1,95  0,14", zero-rated "ZR 0%  19.90  0.00", or the net first: "43,68  21%  9,17"):
 * net + tax of every row whose tax is its net at its rate (a cent per row of rounding). For a
 * receipt whose total line OCR lost (a faded amounts column) but whose VAT table it read; null
 * when no row checks out.
 */
export function grossOfTaxRows(doc: DocumentText): { gross: Money; line: Line } | null {
  let gross = 0;
  let last: { line: Line; currency: string | null } | null = null;
  for (const line of doc.lines) {
    const rate = RATE_RE.exec(line.text);
    if (!rate) continue;
    const after = line.text.slice((rate.index ?? 0) + rate[0].length);
    const amounts = findAmounts(after).filter((a) => a.explicit && a.minor >= 0);
    // Or the net before the rate, the tax after it ("BASE IMP.  % IVA  CUOTA": "43,68  21%  9,17").
    const before = findAmounts(line.text.slice(0, rate.index)).filter((a) => a.explicit);
    if (amounts.length === 1 && before.length === 1 && (before[0]?.minor ?? 0) > 0)
      amounts.unshift(before[0] as Money);
    if (amounts.length !== 2) continue;
    const [net, tax] = amounts as [Money, Money];
    const percent = Number((rate[1] ?? '').replace(',', '.'));
    if (net.minor <= 0) continue;
    // A zero rate ("ZR 0%  19.90  0.00") taxes nothing: its tax must be printed as nought.
    if (percent === 0 ? tax.minor !== 0 : Math.abs((net.minor * percent) / 100 - tax.minor) > 1)
      continue;
    gross += net.minor + tax.minor;
    last = { line, currency: net.currency ?? tax.currency };
  }
  if (!last) return null;
  const value: Money = {
    minor: gross,
    currency: last.currency,
    explicit: true,
    index: 0,
    raw: (gross / 100).toFixed(2),
  };
  return { gross: value, line: last.line };
}
