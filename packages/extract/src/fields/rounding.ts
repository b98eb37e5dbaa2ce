import { anyLabel } from '../labels/vocabulary.js';
import { findAmounts, type Money } from '../parse/money.js';
import type { Line } from '../text/layout.js';
import type { DocumentText } from './document-text.js';

const ROUNDING = anyLabel('rounding');
const CHANGE = anyLabel('change');
const TENDER = anyLabel('tender');
/** A till rounds to its smallest coin: never by more than half a unit (Nordic whole crowns). */
const MAX_ROUNDING_MINOR = 50;
/** How far under the rounding line the amount payable is printed. */
const PAYABLE_WINDOW = 2;
/** How far under the rounding line a till prints the payment ("VISA 2,546.75"). */
const PAID_WINDOW = 4;

export interface Rounding {
  /** Index of the rounding line in doc.lines. */
  index: number;
  /** The amount rounded by, unsigned: tills print it with or without its sign. */
  minor: number;
  /** The amount as printed: "0.01" may be a rounding down too. */
  signed: number;
}

/**
 * The rounding lines of a till receipt ("Rounding Adj -0.01", "Rundung 0,02", "Arrondi 0,03"):
 * the rounded amount is what was paid. A receipt that hands back change says it is one, and so
 * does a payment line with its amount just under the rounding ("VISA 2,546.75"). On an invoice
 * the rounding (EN 16931's BT-114) moves only the amount due, and the invoice total stays the
 * unrounded grand total (BT-112): none are returned there.
 */
export function roundings(doc: DocumentText): Rounding[] {
  const lines = roundingLines(doc);
  const paidUnder = (index: number) =>
    doc.lines
      .slice(index + 1, index + 1 + PAID_WINDOW)
      .some(
        (l) =>
          TENDER.test(l.text) &&
          !ROUNDING.test(l.text) &&
          findAmounts(l.text).some((a) => a.explicit),
      );
  if (!doc.lines.some((line) => CHANGE.test(line.text)) && !lines.some((r) => paidUnder(r.index)))
    return [];
  return lines.map(({ index, signed }) => ({
    index,
    minor: Math.abs(signed),
    signed,
  }));
}

/** Every line with a rounding label and a small amount on it, the amount signed as printed. */
function roundingLines(doc: DocumentText): Array<{ index: number; signed: number }> {
  const found: Array<{ index: number; signed: number }> = [];
  doc.lines.forEach((line, index) => {
    if (!ROUNDING.test(line.text)) return;
    const signed =
      findAmounts(line.text)
        .filter((a) => a.explicit)
        .pop()?.minor ?? 0;
    if (signed !== 0 && Math.abs(signed) <= MAX_ROUNDING_MINOR) found.push({ index, signed });
  });
  return found;
}

/**
 * Whether `payable`, printed at line `payableAt`, is `before` (printed at `beforeAt`) rounded:
 * a rounding line between them whose amount is their difference.
 */
export function roundedFrom(
  rounding: Rounding[],
  before: { minor: number; at: number },
  payable: { minor: number; at: number },
): boolean {
  return rounding.some(
    (r) =>
      before.at < r.index &&
      r.index <= payable.at &&
      Math.abs(before.minor - payable.minor) === r.minor,
  );
}

/**
 * The amount printed just under a rounding line that is `before` rounded, whatever its label
 * (a Malaysian "NET TOTAL", which elsewhere labels the net): the amount payable.
 */
export function payableAfter(
  doc: DocumentText,
  rounding: Rounding[],
  before: { minor: number; at: number },
): { value: Money; line: Line } | null {
  for (const r of rounding) {
    if (r.index <= before.at) continue;
    for (let i = r.index + 1; i <= r.index + PAYABLE_WINDOW; i++) {
      const line = doc.lines[i];
      if (!line) break;
      const value = findAmounts(line.text).find(
        (a) => a.explicit && Math.abs(Math.abs(a.minor) - before.minor) === r.minor,
      );
      if (value) return { value, line };
    }
  }
  return null;
}

/** A till rounds cash to its smallest coin: 5 cents or sen, 5 Rappen, a whole crown. */
const COIN_MINOR = 5;

/**
 * `gross` worked out from the VAT table (no total line read), moved by the receipt's rounding
 * line when it makes it a sum of the smallest coin: "SR @ 6%  7.30  0.44" and "Rounding Adj
 * 0.01" are 7.75 paid. The sign as printed first, then the other (tills print "0.01" for
 * either). A card payment prints no change, so no change line is asked for here.
 */
export function roundedToCoin(doc: DocumentText, gross: number): number | null {
  for (const { signed } of roundingLines(doc)) {
    const paid = [gross + signed, gross - signed].find((m) => m > 0 && m % COIN_MINOR === 0);
    if (paid !== undefined) return paid;
  }
  return null;
}
