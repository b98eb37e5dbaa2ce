import { describe, expect, it } from 'vitest';
import { chance, int, pick, rng } from './corpus/model.js';
import { totalMisses } from './total-misses.js';

/**
 * A till prints the sum of the items under a total label, the discount on the whole bill, and
 * the total after it under the same plain label: "Total Sales 87.10", "Discount 1.74", "Rounding
 * -0.01", "Total 85.35". The total is the amount after the discount, the larger one before it
 * is not. 80 seeded receipts in five languages, with or without a rounding to the smallest coin,
 * paid by card or with no payment printed (cash given minus change would settle it alone).
 */
const WORDS = [
  { before: ['Total Sales', 'Total'], discount: ['Discount', 'Less Discount'], after: 'Total' },
  { before: ['Summe', 'Gesamt'], discount: ['Rabatt', 'Nachlass'], after: 'Summe' },
  { before: ['Total'], discount: ['Remise'], after: 'Total' },
  { before: ['Totaal'], discount: ['Korting'], after: 'Totaal' },
  { before: ['Jumlah', 'Total'], discount: ['Diskaun'], after: 'Total' },
];

const money = (minor: number) => (minor / 100).toFixed(2);

function receipt(seed: number) {
  const r = rng(seed);
  const w = pick(r, WORDS);
  const gap = () => ' '.repeat(int(r, 3, 8));
  const items = Array.from({ length: int(r, 1, 4) }, () => int(r, 150, 9000));
  const sum = items.reduce((a, b) => a + b, 0);
  const discount = Math.max(1, Math.round(sum * (0.02 + r() * 0.2)));
  const rounding = chance(r, 0.5) ? pick(r, [-2, -1, 1, 2]) : 0;
  const total = sum - discount + rounding;
  const text = [
    'SENG HUAT BOOK STORE',
    'LOT 116-2, JALAN SS 2/24, 43650 BANGI',
    `Invoice No:   ${int(r, 100000, 999999)}`,
    `Date:   ${int(r, 10, 28)}/0${int(r, 1, 9)}/2019`,
    ...items.map(
      (minor, i) => `ITEM ${i + 1}${gap()}1${gap()}${money(minor)}${gap()}${money(minor)}`,
    ),
    `${pick(r, w.before)}${gap()}:${gap()}${money(sum)}`,
    `${pick(r, w.discount)}${gap()}:${gap()}${money(discount)}`,
    ...(rounding ? [`Rounding${gap()}:${gap()}${money(rounding)}`] : []),
    `${w.after}${gap()}:${gap()}${money(total)}`,
    ...(chance(r, 0.5) ? [`VISA${gap()}:${gap()}${money(total)}`] : []),
    'THANK YOU',
  ].join('\n');
  return { text, gross: total };
}

describe('a total printed before and after a discount on the whole bill', () => {
  it('is the amount after the discount', () => {
    const receipts = Array.from({ length: 80 }, (_, i) => receipt(6600 + i));
    expect(totalMisses(receipts)).toEqual([]);
  });
});
