import { describe, expect, it } from 'vitest';
import { chance, int, pick, rng, type Rng } from './corpus/model.js';
import { totalMisses } from './total-misses.js';

/**
 * A till receipt prints its total several ways: the total line, net + tax (+ the rounding to the
 * smallest coin), cash given minus change, and the items that make it. OCR misreads one digit of
 * one of these numbers now and then, and the others, agreeing, tell which. 40 receipts per test
 * from a seeded generator, one number misread in each.
 */
const WEAK = ['TOTAL', 'Total', 'TOTAL AMOUNT'];
const STRONG = ['GRAND TOTAL', 'Total Sales (Inclusive of GST)', 'TOTAL PAYABLE', 'Amount Due'];

const rm = (minor: number) => (minor / 100).toFixed(2);

/** `minor` with one of its digits read as another, as OCR misreads faint print. */
function misread(r: Rng, minor: number): number {
  const digits = String(minor).split('');
  const at = int(r, 0, digits.length - 1);
  const was = Number(digits[at]);
  let now = (was + int(r, 1, 9)) % 10;
  if (at === 0 && now === 0) now = was === 1 ? 2 : 1;
  digits[at] = String(now);
  return Number(digits.join(''));
}

interface Till {
  /** The number OCR misread. */
  misread: 'change' | 'cash' | 'total';
  /** GST on top of the items (net + tax), or prices with tax in them. */
  tax: boolean;
  /** The total's label names the amount payable ("GRAND TOTAL"), or is a plain "TOTAL". */
  strong: boolean;
}

function till(seed: number, o: Till) {
  const r = rng(seed);
  const items = Array.from({ length: int(r, 2, 6) }, () => int(r, 100, 3000));
  const net = items.reduce((a, b) => a + b, 0);
  const tax = o.tax ? Math.round(net * 0.06) : 0;
  const gross = net + tax;
  const rest = gross % 5;
  const rounding = rest === 0 ? 0 : rest < 3 ? -rest : 5 - rest;
  const gross5 = gross + rounding;
  const cash = (Math.floor(gross5 / 5000) + 1) * 5000;
  const change = cash - gross5;
  const printed = {
    total: o.misread === 'total' ? misread(r, gross5) : gross5,
    cash: o.misread === 'cash' ? misread(r, cash) : cash,
    change: o.misread === 'change' ? misread(r, change) : change,
  };
  const lines = [
    pick(r, ['KEDAI RUNCIT SOON HUAT', 'RESTORAN MAJU JAYA', 'TECK GUAN TRADING']),
    `Date: ${int(r, 10, 28)}/0${int(r, 1, 9)}/2018`,
    ...items.map((v, i) => `${pick(r, ['ITEM', 'MILO', 'ROTI'])} ${i + 1}   ${rm(v)}`),
    `${pick(r, ['Sub Total', 'SUBTOTAL', 'Total Sales (Excluding GST)'])}   ${rm(net)}`,
    ...(o.tax ? [`GST 6%   ${rm(tax)}`] : []),
    ...(rounding !== 0 || chance(r, 0.5)
      ? [`${pick(r, ['Rounding', 'Rounding Adj'])}   ${rm(rounding)}`]
      : []),
    `${pick(r, o.strong ? STRONG : WEAK)}   ${rm(printed.total)}`,
    `CASH   ${rm(printed.cash)}`,
    `CHANGE   ${rm(printed.change)}`,
    'THANK YOU',
  ];
  return { text: lines.join('\n'), gross: gross5 };
}

const receipts = (from: number, o: Till) => Array.from({ length: 40 }, (_, i) => till(from + i, o));

describe('a till receipt whose numbers disagree', () => {
  it('keeps its total line when the change was misread', () => {
    expect(totalMisses(receipts(7100, { misread: 'change', tax: false, strong: false }))).toEqual(
      [],
    );
    expect(totalMisses(receipts(7200, { misread: 'change', tax: true, strong: false }))).toEqual(
      [],
    );
  });

  it('keeps its total line when the cash given was misread', () => {
    expect(totalMisses(receipts(7300, { misread: 'cash', tax: false, strong: false }))).toEqual([]);
  });

  it('takes cash − change when net + tax and the rounding make it too', () => {
    expect(totalMisses(receipts(7400, { misread: 'total', tax: true, strong: true }))).toEqual([]);
  });

  it('takes cash − change when the items add up to it', () => {
    expect(totalMisses(receipts(7500, { misread: 'total', tax: false, strong: false }))).toEqual(
      [],
    );
  });
});
