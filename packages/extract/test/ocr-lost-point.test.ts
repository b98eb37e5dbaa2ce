import { describe, expect, it } from 'vitest';
import { documentTextFromPlain, extractFields } from '../src/index.js';
import { int, pick, rng } from './corpus/model.js';

/**
 * A receipt whose total OCR read without its decimal point ("TOTAL 3250" for 32.50) or with the
 * point read as a digit ("Total Sales : 115285" for 115.85), while the page prints the same
 * amount with its point elsewhere: the card payment ("MASTER : 115,85"), or net + tax. 80
 * receipts from a seeded generator, each way of losing the point, each kind of evidence.
 */
const money = (minor: number, comma: boolean) => {
  const text = (minor / 100).toFixed(2);
  return comma ? text.replace('.', ',') : text;
};

function receipt(seed: number, evidence: 'card' | 'net-tax' | 'none') {
  const r = rng(seed);
  const items = Array.from({ length: int(r, 1, 4) }, () => int(r, 150, 9000));
  const net = items.reduce((a, b) => a + b, 0);
  const tax = Math.round(net * 0.06);
  const total = net + tax;
  const digits = String(total);
  // Lost, or read as a digit (a "2" or "7" in its place).
  const lost =
    r() < 0.5 ? digits : `${digits.slice(0, -2)}${pick(r, ['2', '7', '1'])}${digits.slice(-2)}`;
  const lines = [
    pick(r, ['TECK GUAN ENTERPRISE', 'WAH SENG HARDWARE', 'KEDAI RUNCIT HOCK SOON']),
    'NO. 9-6, JALAN PUTRA 3, 40400 SHAH ALAM',
    `Document No : CS${int(r, 100000, 999999)}`,
    `Date : ${int(r, 10, 28)}.0${int(r, 1, 9)}.2017`,
    ...items.map((m, i) => `ITEM ${i + 1}   1   ${money(m, false)}`),
    ...(evidence === 'net-tax'
      ? [`Total Sales (Excluding GST) : ${money(net, false)}`, `Total GST : ${money(tax, false)}`]
      : []),
    `${pick(r, ['Total Sales (Inclusive of GST)', 'TOTAL', 'Total Amount'])} : ${lost}`,
    ...(evidence === 'card' ? [`${pick(r, ['MASTER', 'VISA'])} : ${money(total, r() < 0.5)}`] : []),
    'THANK YOU',
  ];
  return { text: lines.join('\n'), total, lost };
}

const totalOf = (text: string, source: 'ocr' | 'text' = 'ocr') =>
  extractFields({ ...documentTextFromPlain(text), source }).extractedData.totalAmount;

describe('a total whose decimal point OCR lost', () => {
  it('is the amount the page prints again with its point: paid by card, or net + tax', () => {
    const wrong = Array.from({ length: 80 }, (_, i) =>
      receipt(6100 + i, i % 2 === 0 ? 'card' : 'net-tax'),
    )
      .map((d) => ({ ...d, got: totalOf(d.text) }))
      .filter((d) => d.got !== d.total);
    expect(wrong).toEqual([]);
  });

  it('is left as read when nothing on the page confirms another amount', () => {
    for (let i = 0; i < 20; i++) {
      const d = receipt(6300 + i, 'none');
      expect(totalOf(d.text)).not.toBe(d.total);
    }
  });

  it('is left as read in a text layer, which has no misread points', () => {
    for (let i = 0; i < 20; i++) {
      const d = receipt(6400 + i, 'card');
      expect(totalOf(d.text, 'text')).not.toBe(d.total);
    }
  });
});
