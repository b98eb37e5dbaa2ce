import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import type { TextItem } from '../text/layout.js';
import { prepareForOcr, rotatePng } from './prepare-image.js';
import { readPicture, readsAlongLines } from './read-page.js';
import { closeOcr, ocrEngine } from './tesseract.js';
import { receiptRowsSvg } from '../../test/receipt-rows-svg.js';

afterAll(closeOcr);

const ROWS: Array<[string, string]> = [
  ['SENG HUAT TRADING', ''],
  ['LOT 65-12, JALAN KEPONG', ''],
  ['CASH BILL', ''],
  ['DETERGENT 2KG', '22.40'],
  ['MILO 1KG', '17.30'],
  ['Total', '39.70'],
  ['Cash', '50.00'],
  ['Change', '10.30'],
];

/** A till receipt, its print `ink` grey on white. */
async function receipt(ink: number): Promise<Buffer> {
  const width = 700;
  const height = 60 + ROWS.length * 50;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<rect width="100%" height="100%" fill="white"/>` +
    receiptRowsSvg(ROWS, { left: 30, right: width - 30, top: 60, step: 50, fontSize: 28, ink }) +
    `</svg>`;
  return sharp(Buffer.from(svg)).greyscale().png().toBuffer();
}

const box = (text: string, width: number, height: number): TextItem => ({
  text,
  x: 0,
  y: 0,
  width,
  height,
  confidence: 0.9,
});

describe('readsAlongLines', () => {
  it('tells words along a line from words on end', () => {
    expect(readsAlongLines([box('TOTAL', 60, 14), box('CASH', 48, 14), box('RM', 8, 30)])).toBe(
      true,
    );
    expect(readsAlongLines([box('TOTAL', 14, 60), box('CASH', 14, 48), box('12.50', 50, 14)])).toBe(
      false,
    );
    // Two-letter words and marks say nothing either way; nothing read is no reading of lines.
    expect(readsAlongLines([box('RM', 8, 30), box('..', 4, 12)])).toBe(false);
    expect(readsAlongLines([])).toBe(false);
  });

  it.each([40, 120])(
    'holds for tesseract reading a receipt upright, not turned a quarter (ink %s) (slow: OCR)',
    async (ink) => {
      const engine = ocrEngine();
      const upright = await receipt(ink);
      expect(readsAlongLines(await engine.recognize(upright))).toBe(true);
      for (const turn of [90, 270]) {
        const onEnd = await engine.recognize(await rotatePng(upright, turn));
        const long = onEnd.filter((w) => w.text.replace(/[^\p{L}\p{N}]/gu, '').length >= 3);
        // Tesseract reads some of it on end, in boxes taller than wide.
        expect(long.length).toBeGreaterThan(0);
        expect(readsAlongLines(onEnd)).toBe(false);
      }
    },
  );
});

describe('readPicture: a receipt laid on its side or upside down (slow: OCR)', () => {
  it.each([90, 180, 270])('reads the receipt turned %i°', async (turn) => {
    const prepared = await prepareForOcr(await rotatePng(await receipt(40), turn));
    // Its lines were told to run down and turned to run across before any reading.
    expect(prepared.lines).toBe('across');
    const text = (await readPicture(prepared, 1)).map((l) => l.text).join('\n');
    expect(text).toMatch(/Total\s+39\.70/);
    expect(text).toMatch(/SENG HUAT TRADING/);
  });
});
