import { anyLabel } from '../labels/vocabulary.js';
import { findAmounts, type Money } from '../parse/money.js';
import type { Line } from '../text/layout.js';
import type { DocumentText } from './document-text.js';

const ROUNDING = anyLabel('rounding');
/** A till rounds to its smallest coin: never by more than half a unit (Nordic whole crowns). */
const MAX_ROUNDING_MINOR = 50;
/** How far under the rounding line the amount payable is printed. */
const PAYABLE_WINDOW = 2;

export interface Rounding {
  /** Index of the rounding line in doc.lines. */
  index: number;
  /** The amount rounded by, unsigned: tills print it with or without its sign. */
  minor: number;
}

/** The rounding lines of a receipt ("Rounding Adj -0.01", "Rundung 0,02", "Arrondi 0,03"). */
export function roundings(doc: DocumentText): Rounding[] {
  const found: Rounding[] = [];
  doc.lines.forEach((line, index) => {
    if (!ROUNDING.test(line.text)) return;
    const amount = findAmounts(line.text)
      .filter((a) => a.explicit)
      .pop();
    const minor = Math.abs(amount?.minor ?? 0);
    if (minor > 0 && minor <= MAX_ROUNDING_MINOR) found.push({ index, minor });
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
