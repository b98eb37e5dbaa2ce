import { describe, expect, it } from 'vitest';
import { chance, int, pick, rng } from './corpus/model.js';
import { totalMisses } from './total-misses.js';

/**
 * A till prints its totals with the qualifier in brackets and wide gaps: "Total Sales
 * (Excluding GST) :  72.20" … "Total Sales   (Inclusive of GST)   :   69.65". OCR, and a text
 * layer with such gaps, read the bracket as a cell of its own, so the label's cell alone says
 * "Total Sales" on both lines. The qualifier belongs to the label: the net is no total, the
 * gross is. 80 seeded receipts in English, German and French, half of them with a discount
 * that makes the net larger than the gross, paid by card, in cash, or with nothing printed.
 */
const WORDS = [
  { label: 'Total Sales', net: '(Excluding GST)', gross: '(Inclusive of GST)', tax: 'Total GST' },
  { label: 'Total', net: '(excl. VAT)', gross: '(incl. VAT)', tax: 'VAT 20%' },
  { label: 'Summe', net: '(netto)', gross: '(brutto)', tax: 'MwSt 19%' },
  { label: 'Total', net: '(HT)', gross: '(TTC)', tax: 'TVA 20%' },
];

const money = (minor: number) => (minor / 100).toFixed(2);

function receipt(seed: number) {
  const r = rng(seed);
  const w = pick(r, WORDS);
  const gap = () => ' '.repeat(int(r, 3, 6));
  const net = int(r, 2000, 20000);
  const discount = chance(r, 0.5) ? Math.round(net * (0.08 + r() * 0.1)) : 0;
  const tax = Math.round((net - discount) * 0.06);
  const gross = net - discount + tax;
  const paid = pick(r, ['card', 'cash', 'none'] as const);
  const tendered = Math.ceil(gross / 5000) * 5000;
  const text = [
    'KEDAI RUNCIT HOCK SOON',
    'NO. 12, JALAN PASAR, 41200 KLANG',
    `Doc No.:   CB${int(r, 100000, 999999)}`,
    `Date:   ${int(r, 10, 28)}/0${int(r, 1, 9)}/2018`,
    `NIPPON PAINT 1L   1   ${money(net)}   ${money(net)}`,
    `${w.label}${gap()}${w.net}${gap()}:${gap()}${money(net)}`,
    ...(discount ? [`Discount${gap()}:${gap()}${money(discount)}`] : []),
    `${w.tax}${gap()}:${gap()}${money(tax)}`,
    `${w.label}${gap()}${w.gross}${gap()}:${gap()}${money(gross)}`,
    ...(paid === 'card' ? [`VISA${gap()}:${gap()}${money(gross)}`] : []),
    ...(paid === 'cash'
      ? [
          `CASH${gap()}:${gap()}${money(tendered)}`,
          `CHANGE${gap()}:${gap()}${money(tendered - gross)}`,
        ]
      : []),
    'THANK YOU',
  ].join('\n');
  return { text, gross };
}

describe('a qualifier in brackets set apart from its total label', () => {
  it('belongs to the label: the gross is the total, the net is not', () => {
    const receipts = Array.from({ length: 80 }, (_, i) => receipt(6400 + i));
    expect(totalMisses(receipts)).toEqual([]);
  });
});
