import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import type { TextItem } from '../text/layout.js';
import { readPicture, readThresholdedLocally } from './read-page.js';
import { closeOcr, type Binarisation, type OcrEngine } from './tesseract.js';
import { receiptRowsSvg } from '../../test/receipt-rows-svg.js';

afterAll(closeOcr);

const ROWS: Array<[string, string]> = [
  ['KEDAI RUNCIT TECK GUAN', ''],
  ['DATE 25/03/2018', ''],
  ['BREAD', '2.50'],
  ['MILK', '6.80'],
  ['SUGAR', '3.20'],
  ['TOTAL', '12.50'],
  ['CASH', '20.00'],
  ['CHANGE', '7.50'],
];

/**
 * A receipt whose right-hand part (the prices) lies in a shadow: grey ink on light paper at the
 * left, the same print at a third of the light at the right, slightly blurred as a photo is.
 */
async function shadowedReceipt(light: number): Promise<Buffer> {
  const width = 900;
  const height = 60 + ROWS.length * 56;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<rect width="100%" height="100%" fill="rgb(235,235,235)"/>` +
    receiptRowsSvg(ROWS, { left: 40, right: 860, top: 70, step: 56, fontSize: 34, ink: 70 }) +
    `</svg>`;
  const { data } = await sharp(Buffer.from(svg)).greyscale().raw().toBuffer({
    resolveWithObject: true,
  });
  for (let y = 0; y < height; y++)
    for (let x = Math.round(width * 0.6); x < width; x++)
      data[y * width + x] = Math.round((data[y * width + x] as number) * light);
  return sharp(data, { raw: { width, height, channels: 1 } })
    .blur(1.2)
    .png()
    .toBuffer();
}

describe('readPicture: prices in a shadow (slow: OCR)', () => {
  it.each([0.32, 0.45])('reads the amounts beside their labels at %s of the light', async (l) => {
    const lines = await readPicture({ png: await shadowedReceipt(l), blank: false }, 1);
    const text = lines.map((line) => line.text).join('\n');
    expect(text).toMatch(/TOTAL\s+12\.50/);
    expect(text).toMatch(/CASH\s+20\.00/);
  });
});

const word = (text: string, y: number, confidence = 0.95): TextItem => ({
  text,
  x: 10,
  y,
  width: 8 * text.length,
  height: 10,
  confidence,
});
/** A reading of a receipt: its head and item lines, with or without the amounts. */
function reading(withAmounts: boolean, extra = 0): TextItem[] {
  const words = ROWS.flatMap(([label, amount], i) => [
    word(label, i * 20),
    ...(withAmounts && amount ? [{ ...word(amount, i * 20), x: 300 }] : []),
  ]);
  for (let i = 0; i < extra; i++) words.push(word('WORD', 200 + i * 20));
  return words;
}

function engine(local: TextItem[]) {
  const asked: Binarisation[] = [];
  const fake: Pick<OcrEngine, 'name' | 'read'> = {
    name: 'tesseract',
    read: async (_png, _psm, binarisation = 'global') => {
      asked.push(binarisation);
      return { words: binarisation === 'local' ? local : [], unread: [] };
    },
  };
  return { fake, asked };
}

describe('readThresholdedLocally', () => {
  const png = Buffer.alloc(0);

  it('leaves a reading whose amounts are there alone', async () => {
    const { fake, asked } = engine(reading(true));
    const first = { items: reading(true, 10) };
    expect(await readThresholdedLocally(fake, png, 1, first)).toBe(first);
    expect(asked).toEqual([]);
  });

  it('keeps the local reading when it reads the lost amounts', async () => {
    const { fake, asked } = engine(reading(true));
    const kept = await readThresholdedLocally(fake, png, 1, { items: reading(false) });
    expect(asked).toEqual(['local']);
    expect(kept.binarisation).toBe('local');
    expect(kept.items.map((w) => w.text)).toContain('12.50');
  });

  it('keeps the first reading when the local one is not clearly better', async () => {
    const first = { items: reading(false, 3) };
    const { fake } = engine([...reading(false, 3), word('X1', 400)]);
    expect(await readThresholdedLocally(fake, png, 1, first)).toBe(first);
  });

  it('tries the local reading on a page that read almost nothing', async () => {
    const { fake, asked } = engine(reading(true));
    const kept = await readThresholdedLocally(fake, png, 1, { items: [word('IIl', 5, 0.4)] });
    expect(asked).toEqual(['local']);
    expect(kept.binarisation).toBe('local');
  });
});
