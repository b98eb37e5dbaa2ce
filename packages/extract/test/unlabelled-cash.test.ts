import { describe, expect, it } from 'vitest';
import { documentTextFromPlain, extractFields } from '../src/index.js';
import { unlabelledCashPaid } from '../src/fields/cash-change.js';
import { asOcr } from './as-ocr.js';
import { chance, int, pick, rng, type Rng } from './corpus/model.js';

/**
 * Scanned receipts whose totals block OCR read without its labels: the total, the cash given
 * and the change as bare amounts ("42.20", "50.00", "7.80"), or after a few letters left of a
 * garbled label ("Bi   42.70", "Bw   100.00", "GE", "57.30"), perhaps with a speck between. The
 * till's arithmetic (cash − change = total) says which amount is the total. 80 receipts from a
 * seeded generator; the same blocks with a misread change, with cash that is not a whole
 * amount, or on a text layer give nothing, and a labelled total stays the total.
 */
const ITEMS = ['FRIED RICE SEAFOOD', 'LIME JUICE', 'COOKING OIL 5KG', 'CUP MEE', 'TEH TARIK'];
const money = (minor: number) => (minor / 100).toFixed(2);

type How = 'bare' | 'garbled' | 'misread' | 'odd-cash';

function receipt(r: Rng, how: How) {
  const prices = Array.from({ length: int(r, 1, 5) }, () => int(r, 150, 4000));
  const total = prices.reduce((a, b) => a + b, 0);
  const notes = pick(r, [1000, 5000, 10000]);
  const cash = (Math.floor(total / notes) + 1) * notes + (how === 'odd-cash' ? 35 : 0);
  const change = cash - total + (how === 'misread' ? 300 : 0);
  const row = (amount: number) =>
    how === 'garbled' || chance(r, 0.3)
      ? `${pick(r, ['Bi', 'Bw', 'CAS', 'GE', 'T', 'E'])}   ${money(amount)}`
      : money(amount);
  const speck = () => (chance(r, 0.3) ? [pick(r, ['SH', '|', '—', 'E'])] : []);
  const text = [
    'KEDAI RUNCIT SOON HUAT',
    'JALAN 13, JALAN SS 2/24',
    ...prices.map((p, i) => `${int(r, 1, 3)} ${ITEMS[i % ITEMS.length]}   ${money(p)}`),
    row(total),
    ...speck(),
    row(cash),
    ...speck(),
    row(change),
    'THANK YOU',
  ].join('\n');
  return { text, total };
}

describe('a totals block whose labels OCR lost: cash − change = total', () => {
  it.each(['bare', 'garbled'] as const)('(%s) gives the total', (how) => {
    const r = rng(5100);
    for (let i = 0; i < 40; i++) {
      const { text, total } = receipt(r, how);
      const { extractedData } = extractFields(asOcr(text));
      expect(extractedData.totalAmount, text).toBe(total);
    }
  });

  it('gives nothing when the amounts do not add up or the cash is no whole amount', () => {
    const r = rng(5200);
    for (let i = 0; i < 40; i++) {
      for (const how of ['misread', 'odd-cash'] as const) {
        const { text } = receipt(r, how);
        expect(unlabelledCashPaid(asOcr(text)), text).toBeNull();
      }
    }
  });

  it('is not read on a text layer, and a labelled total stays the total', () => {
    const r = rng(5300);
    const { text } = receipt(r, 'bare');
    expect(unlabelledCashPaid(documentTextFromPlain(text))).toBeNull();
    const labelled = 'SOON HUAT\nTOTAL   125.00\n30.00\n50.00\n20.00\nTHANK YOU';
    expect(extractFields(asOcr(labelled)).extractedData.totalAmount).toBe(12500);
  });

  it('takes no item row for a money row, and a line of words ends the block', () => {
    // "10.00" after an item's name is no row of the block (5.00 = 10.00 − 5.00 otherwise).
    const item = 'SOON HUAT\n5.00\n1 FRIED RICE SEAFOOD   10.00\n5.00\nTHANK YOU';
    expect(unlabelledCashPaid(asOcr(item))).toBeNull();
    // Rows on both sides of a line of words are two blocks (42.20 = 50.00 − 7.80 otherwise).
    const split = 'SOON HUAT\n42.20\nTERIMA KASIH\n50.00\n7.80\nTHANK YOU';
    expect(unlabelledCashPaid(asOcr(split))).toBeNull();
  });
});
