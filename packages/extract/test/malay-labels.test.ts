import { describe, expect, it } from 'vitest';
import { documentTextFromPlain, extractFields } from '../src/index.js';
import { int, pick, rng } from './corpus/model.js';

/**
 * Malaysian till receipts printed in Malay ("NO. RESIT", "TARIKH", "JUMLAH", "TUNAI", "BAKI"),
 * 40 from a seeded generator: label spellings, column gaps, item counts and amounts vary, and
 * half print a rounding line ("PEMBUNDARAN") before the amount payable.
 */
function receipt(seed: number) {
  const r = rng(seed);
  const gap = ' '.repeat(int(r, 3, 7));
  const m = (minor: number) => (minor / 100).toFixed(2);
  const number = `${pick(r, ['CS', 'R', ''])}${int(r, 10000, 999999)}`;
  const day = int(r, 1, 28);
  const month = int(r, 1, 12);
  const iso = `2019-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  const items = Array.from({ length: int(r, 2, 6) }, () => int(r, 150, 4999));
  const before = items.reduce((a, b) => a + b, 0);
  const rounding = r() < 0.5 ? (5 - (before % 5)) % 5 || 5 : 0;
  const payable = before + (rounding > 2 ? rounding - 5 : rounding);
  const cash = (Math.floor(payable / 1000) + 1) * 1000;
  const lines = [
    'KEDAI RUNCIT MAJU',
    'Jalan Klang Lama 113, 58000 Kuala Lumpur',
    `${pick(r, ['NO. RESIT:', 'No. Resit', 'RESIT NO:', 'NO. INVOIS:'])}${gap}${number}`,
    `${pick(r, ['TARIKH:', 'Tarikh', 'TARIKH URUS NIAGA:'])}${gap}${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}/2019`,
    ...items.map((v, i) => `BARANG ${i + 1}${gap}${m(v)}`),
  ];
  if (rounding) {
    lines.push(
      `JUMLAH KECIL${gap}${m(before)}`,
      `PEMBUNDARAN${gap}${m(Math.abs(payable - before))}`,
    );
  }
  lines.push(
    `${pick(r, ['JUMLAH', 'JUMLAH BESAR', 'JUMLAH PERLU DIBAYAR'])}${gap}RM ${m(payable)}`,
    `TUNAI${gap}${m(cash)}`,
    `BAKI${gap}${m(cash - payable)}`,
  );
  return { text: lines.join('\n'), number, iso, payable };
}

describe('receipts printed in Malay', () => {
  const receipts = Array.from({ length: 40 }, (_, i) => receipt(4400 + i));

  it('give their number, date and total', () => {
    const wrong = receipts
      .map((rc) => {
        const f = extractFields(documentTextFromPlain(rc.text)).extractedData;
        const got = [f.invoiceNumber, f.issueDate, f.totalAmount, f.currency];
        const want = [rc.number, rc.iso, rc.payable, 'MYR'];
        return JSON.stringify(got) === JSON.stringify(want) ? null : { text: rc.text, got, want };
      })
      .filter(Boolean);
    expect(wrong).toEqual([]);
  });
});

/**
 * Malaysian receipts print the ringgit's "RM" right before their prices, glued or with a space
 * ("TOTAL RM59.16", "JUMLAH: RM 1,062.50"): the amount is the total, in MYR. 40 receipts, on a
 * text layer and by OCR.
 */
describe('a total printed with "RM" before it', () => {
  it('is read with its currency', () => {
    const r = rng(14_300);
    const wrong = Array.from({ length: 40 }, (_, i) => {
      const items = Array.from({ length: int(r, 1, 4) }, () => int(r, 150, 90_000));
      const total = items.reduce((a, b) => a + b, 0);
      const rm = (v: number) =>
        `RM${pick(r, ['', ' '])}${(v / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
      const text = [
        `${pick(r, ['SOON HUAT', 'MAJU JAYA', 'GIN KEE'])} ${pick(r, ['TRADING', 'HARDWARE'])}`,
        `NO. ${int(r, 1, 99)}, JALAN PASAR, 41200 KLANG`,
        ...items.map((v, k) => `ITEM ${k + 1}   ${rm(v)}`),
        `${pick(r, ['TOTAL', 'JUMLAH', 'Total Payable'])}${pick(r, [':', ''])}   ${rm(total)}`,
      ].join('\n');
      const plain = documentTextFromPlain(text);
      const doc = i % 2 ? plain : { ...plain, source: 'ocr' as const };
      const d = extractFields(doc).extractedData;
      return { text, total, got: [d.totalAmount, d.currency] };
    }).filter((c) => c.got[0] !== c.total || c.got[1] !== 'MYR');
    expect(wrong).toEqual([]);
  });
});
