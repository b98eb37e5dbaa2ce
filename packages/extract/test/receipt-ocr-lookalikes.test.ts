import { describe, expect, it } from 'vitest';
import { documentTextFromPlain, extractFields } from '../src/index.js';
import { mendDateText } from '../src/ocr/broken-dates.js';
import { int, pick, rng } from './corpus/model.js';
import { rm } from './corpus/wild-receipts.js';

/**
 * What OCR makes of narrow thermal print at a receipt's foot: "Ol-Nov-2018 08:33 SH02",
 * "O1/O3/2018" (a 0 or 1 read as a letter), and the tax code "S" after each amount read as a
 * dollar sign ("7.80 $"). 100 generated dates and 60 receipts; each case fails without its rule.
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => String(n).padStart(2, '0');
const LOOK = { '0': ['O', 'o'], '1': ['l', 'I'] } as Record<string, string[]>;

describe('a date whose 0 or 1 OCR read as a letter', () => {
  it('is read back in every numeric and month-name form', () => {
    const r = rng(9100);
    let mended = 0;
    for (let i = 0; i < 100; i++) {
      const d = new Date(Date.UTC(int(r, 2017, 2019), int(r, 0, 11), int(r, 1, 28)));
      const [dd, mm, yyyy] = [
        pad(d.getUTCDate()),
        pad(d.getUTCMonth() + 1),
        String(d.getUTCFullYear()),
      ];
      const forms = [
        `${dd}-${MONTHS[d.getUTCMonth()]}-${yyyy}`,
        `${dd}/${mm}/${yyyy}`,
        `${dd}-${mm}-${yyyy.slice(2)}`,
        `${dd}.${mm}.${yyyy}`,
      ];
      const printed = pick(r, forms);
      // One look-alike in the day or the month (not the year).
      const at = [...printed.slice(0, 5)].findIndex((c) => c in LOOK);
      if (at < 0) continue;
      const misread = printed.slice(0, at) + pick(r, LOOK[printed[at]!]!) + printed.slice(at + 1);
      const line = `${misread} ${pad(int(r, 8, 22))}:${pad(int(r, 0, 59))} SH0${int(r, 1, 9)}`;
      expect(mendDateText(line), line).toBe(line.replace(misread, printed));
      mended++;
    }
    expect(mended).toBeGreaterThan(50);
  });

  it('leaves amounts, words and impossible dates alone', () => {
    for (const t of ['Total lO.50', 'Ol/13/2018', 'SOLD-OUT-2018', 'lI-lI', '12/05/2018'])
      expect(mendDateText(t)).toBe(t);
  });
});

describe('a dollar sign after an amount on a receipt that names no dollar', () => {
  it('is a misread tax code: the country cues give the currency', () => {
    const r = rng(9300);
    for (let i = 0; i < 60; i++) {
      const items = Array.from({ length: int(r, 1, 6) }, () => int(r, 100, 5000));
      const total = items.reduce((a, b) => a + b, 0);
      const text = [
        `${pick(r, ['AIK CHEONG', 'MAJU JAYA', 'SENG HUAT'])} ${pick(r, ['ENTERPRISE', 'TRADING'])}`,
        `NO. ${int(r, 1, 99)}, ${pick(r, ['JALAN PASAR', 'JLN BESAR'])}, ${pick(r, ['41200 KLANG, SELANGOR', '81100 JOHOR BAHRU'])}`,
        ...items.map((v, k) => `ITEM ${k + 1}   ${rm(v)} ${pick(r, ['$', 'S', '$'])}`),
        `Total Sales   ${rm(total)}`,
        `CASH   ${rm(Math.ceil(total / 5000) * 5000)}`,
      ].join('\n');
      const d = extractFields({ ...documentTextFromPlain(text), source: 'ocr' }).extractedData;
      expect(d.currency, text).toBe('MYR');
    }
  });

  it('is a dollar before three amounts: OCR seldom makes so many of other print', () => {
    const text = 'CORNER STORE\n12 JALAN X\nTEA   $ 4.50\nBUN   $ 8.00\nTOTAL $ 12.50';
    const d = extractFields({ ...documentTextFromPlain(text), source: 'ocr' }).extractedData;
    expect(d.currency).toBe('USD');
  });
});
