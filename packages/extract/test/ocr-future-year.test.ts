import { describe, expect, it } from 'vitest';
import { documentTextFromPlain, extractFields } from '../src/index.js';
import { asOcr } from './as-ocr.js';
import { int, pick, rng } from './corpus/model.js';

/**
 * Receipts of the last ten years (2017–2026) whose year OCR misread into the future (a "1" read
 * as "2", "3" or "7": 2018 as 2028, 2038 or 2078), read on 26 November 2026: 60 receipts over
 * three labels and three date styles. The latest year not after the present with the same other
 * digits is what was printed; for an older receipt it is a guess, and as wrong as the year read
 * (2016 read as 2076 becomes 2026).
 */
const NOW = new Date('2026-11-26T12:00:00Z');

function receipt(seed: number) {
  const r = rng(seed);
  const year = int(r, 2017, 2026);
  const month = int(r, 1, 12);
  const day = int(r, 1, 28);
  const tens = Math.floor((year % 100) / 10);
  // The tens digit misread as a larger one that puts the year after 2027.
  const misread =
    2000 +
    pick(
      r,
      [3, 5, 7, 8, 9].filter((t) => t > tens),
    ) *
      10 +
    (year % 10);
  const pad = (n: number) => String(n).padStart(2, '0');
  const style = seed % 3;
  const printed =
    style === 0
      ? `${pad(day)}/${pad(month)}/${misread}`
      : style === 1
        ? `${misread}-${pad(month)}-${pad(day)}`
        : `${pad(day)}.${pad(month)}.${misread} 14:05`;
  const text = [
    'KEDAI RUNCIT SEPAKAT',
    'NO. 12, JALAN MEGAH 7, 43650 SELANGOR',
    `${pick(r, ['Date:', 'DATE', 'Tarikh :'])}   ${printed}`,
    'SUGAR 1KG   2.70',
    'CUP MEE   1.80',
    'TOTAL   4.50',
  ].join('\n');
  return { text, iso: `${year}-${pad(month)}-${pad(day)}` };
}

describe('a year OCR misread into the future', () => {
  it('is read as the latest year with its other digits not after the present (60 receipts)', () => {
    const wrong = Array.from({ length: 60 }, (_, i) => receipt(800 + i)).flatMap((c) => {
      const got = extractFields(asOcr(c.text), undefined, NOW).extractedData.issueDate;
      return got === c.iso ? [] : [{ text: c.text, want: c.iso, got }];
    });
    expect(wrong).toEqual([]);
  });

  it('says so in its evidence, with a lower confidence', () => {
    const { fieldMeta } = extractFields(asOcr(receipt(800).text), undefined, NOW);
    expect(fieldMeta.issueDate?.evidence).toMatch(/a year still to come/);
    expect(fieldMeta.issueDate?.confidence).toBeLessThanOrEqual(0.4);
  });

  it('stays as printed one year ahead, and on a text layer', () => {
    const ahead = 'Shop Ltd\nDate: 05.01.2027\nTOTAL   4.50';
    expect(extractFields(asOcr(ahead), undefined, NOW).extractedData.issueDate).toBe('2027-01-05');
    const text = 'Shop Ltd\nDate: 05.01.2038\nTOTAL   4.50';
    expect(extractFields(documentTextFromPlain(text), undefined, NOW).extractedData.issueDate).toBe(
      '2038-01-05',
    );
  });
});
