import { describe, expect, it } from 'vitest';
import { findAmounts } from '../src/parse/money.js';
import { prepareForOcr } from '../src/ocr/prepare-image.js';
import { readPicture } from '../src/ocr/read-page.js';
import { ocrEngine } from '../src/ocr/tesseract.js';
import { linesHigh } from '../src/ocr/unread-regions.js';
import { generateWild, wildImage } from './corpus/wild-corpus.js';

const holdsAmount = (text: string, minor: number) =>
  findAmounts(text).some((a) => a.explicit && Math.abs(a.minor) === minor);

/**
 * Generated receipt scans (test/corpus/wild-*.ts) whose totals block under a dashed rule
 * tesseract's automatic layout analysis found and read as one empty word: a shop's slip, a
 * restaurant's bill, a chain store's slip. Read with real tesseract; the first reading's loss
 * is checked too, so the test says when it no longer shows the case.
 */
describe('a block of lines tesseract read as nothing is read again alone', () => {
  it.each([
    [310, 34],
    [314, 34],
    [304, 26],
  ])(
    'wild receipt %i-%i: the total is read',
    async (seed, index) => {
      const doc = await generateWild(seed, index);
      const prepared = await prepareForOcr((await wildImage(doc, seed, index)).jpeg);
      const total = Math.round((doc.label.totalAmount ?? 0) * 100);

      const first = await ocrEngine().read(prepared.png);
      expect(first.words.some((w) => holdsAmount(w.text, total))).toBe(false);
      expect(linesHigh(first).length).toBeGreaterThan(0);

      const lines = await readPicture(prepared, 1);
      expect(lines.some((l) => holdsAmount(l.text, total))).toBe(true);
    },
    60_000,
  );
});
