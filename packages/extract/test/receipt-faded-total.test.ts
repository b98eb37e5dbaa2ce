import { describe, expect, it } from 'vitest';
import { documentTextFromPlain, extractFields } from '../src/index.js';
import { chance, int, pick, rng } from './corpus/model.js';

/**
 * Till receipts whose amounts column OCR lost (a faded thermal print: the items and the total
 * line read without their amounts) but whose VAT table it read: the total is net + tax of the
 * table's rows, each checked by its rate. And receipt numbers after "Rcpt #", which OCR reads as
 * "Rept #". 60 receipts from a seeded generator, one or two VAT rates.
 */
const RATES = [20, 19, 7, 5, 10, 21, 23];
const ITEMS = ['SANDWICH MEAL DEAL', 'BANANA', 'STILL WATER 500ML', 'TEA LATTE', 'BROT', 'MILCH'];

const money = (minor: number) =>
  `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;

function faded(seed: number) {
  const r = rng(seed);
  const rates = chance(r, 0.5) ? [pick(r, RATES)] : [19, 7];
  const rows = rates.map((rate) => {
    const net = int(r, 200, 9000);
    return { rate, net, tax: Math.round((net * rate) / 100) };
  });
  const number = `${int(r, 1000, 9999)}-${int(r, 100, 999)}`;
  const text = [
    'Store 338',
    '8 Victoria Road',
    ...Array.from({ length: int(r, 2, 6) }, () => pick(r, ITEMS)),
    'TOTAL',
    ...rows.map(
      (row) =>
        `${pick(r, ['VAT', 'MwSt', 'A', 'B'])} ${row.rate}%   ${money(row.net)}   ${money(row.tax)}`,
    ),
    `26/02/2021 08:24   ${pick(r, ['Rept #', 'Rcpt #', 'Rept No.'])} ${number}`,
    'Jansen Elektrotechnik Limited',
  ].join('\n');
  return { text, total: rows.reduce((sum, row) => sum + row.net + row.tax, 0), number };
}

describe('a receipt whose total line OCR lost', () => {
  const receipts = Array.from({ length: 60 }, (_, i) => faded(9600 + i));
  const read = receipts.map((rc) => ({
    rc,
    data: extractFields(documentTextFromPlain(rc.text)).extractedData,
  }));

  it('totals the VAT table: net + tax of each row', () => {
    expect(read.filter(({ rc, data }) => data.totalAmount !== rc.total)).toEqual([]);
  });

  it('reads the number after "Rcpt #" and after its OCR reading "Rept #"', () => {
    expect(read.filter(({ rc, data }) => data.invoiceNumber !== rc.number)).toEqual([]);
  });
});

describe('a zero-rated receipt whose total line OCR lost', () => {
  it('totals its "ZR 0%" row: the net, with a tax of nought', () => {
    const r = rng(9700);
    for (let i = 0; i < 40; i++) {
      const net = int(r, 200, 20000);
      const text = [
        'SANYU BOOK STORE',
        'GST ID No : 002524427649',
        ...Array.from({ length: int(r, 1, 4) }, () => pick(r, ITEMS)),
        'SUBTOTAL',
        'CASH',
        pick(r, ['Tax Code   Amt (RM)   Tax(RM)', 'GST Summary', '']),
        `${pick(r, ['ZR', 'Z', 'E'])} 0%   ${money(net)}   0.00`,
        'THANK YOU',
      ].join('\n');
      expect(extractFields(documentTextFromPlain(text)).extractedData.totalAmount, text).toBe(net);
    }
  });

  it('does not take a zero-rated row whose tax is not nought', () => {
    const text = ['SANYU BOOK STORE', 'SUBTOTAL', 'ZR 0%   19.90   1.19'].join('\n');
    expect(extractFields(documentTextFromPlain(text)).extractedData.totalAmount).not.toBe(2109);
  });
});
