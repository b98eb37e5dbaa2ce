import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { generateDocument, layoutsOf, rasterise } from '../../test/corpus/generate.js';
import { generateWild, wildImage } from '../../test/corpus/wild-corpus.js';
import type { GreyImage } from './deskew.js';
import { lineDirection } from './line-direction.js';
import { prepareForOcr } from './prepare-image.js';

async function grey(picture: Buffer, turn = 0): Promise<GreyImage> {
  const { data, info } = await sharp(picture)
    .rotate(turn, { background: '#ffffff' })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Each picture turned every quarter: lines across upright and upside down, down on their side. */
async function directions(pictures: Buffer[]) {
  const told = { right: 0, wrong: 0, unsure: 0 };
  for (const picture of pictures)
    for (const turn of [0, 90, 180, 270]) {
      const direction = lineDirection(await grey(picture, turn));
      const expected = turn % 180 === 0 ? 'across' : 'down';
      if (direction === 'unsure') told.unsure++;
      else if (direction === expected) told.right++;
      else told.wrong++;
    }
  return told;
}

describe('lineDirection', () => {
  it('has receipts scanned and photographed on their side turned back upright', async () => {
    // prepareForOcr tells the direction after cropping the paper and evening its light.
    let turnedBack = 0;
    for (let index = 0; index < 10; index++) {
      const { jpeg } = await wildImage(await generateWild(900, index), 900, index);
      const upright = await prepareForOcr(jpeg);
      const shape = await sharp(upright.png).metadata();
      for (const turn of [90, 180, 270]) {
        const prepared = await prepareForOcr(await sharp(jpeg).rotate(turn).toBuffer());
        const { width, height } = await sharp(prepared.png).metadata();
        // Turned back a quarter: as wide as the upright picture, within the crop's margin.
        const across = Math.abs(width / height - shape.width! / shape.height!) < 0.1;
        if (turn === 180 || prepared.lines === 'unsure') expect(across).toBe(turn === 180);
        else {
          expect(prepared.lines).toBe('across');
          expect(across).toBe(true);
          turnedBack++;
        }
      }
    }
    expect(turnedBack).toBeGreaterThanOrEqual(15);
  });

  it('tells which way the lines run on invoices and receipts of every layout', async () => {
    const layouts = [...layoutsOf('all'), ...layoutsOf('all', 'receipt-scans')];
    const pictures = [];
    for (let index = 0; index < 8; index++) {
      const doc = await generateDocument(901, index * 3, layouts);
      pictures.push(await rasterise(doc.pdf, 100));
    }
    const told = await directions(pictures);
    expect(told.wrong).toBe(0);
    expect(told.right).toBeGreaterThanOrEqual(30);
  });

  it('reads words run together by blur by their shape, not by the word below', () => {
    // Rows of solid word blobs, 60 × 12, set 8 apart along a row and 6 apart between rows: the
    // nearest neighbour of each word is the one below it, yet the lines run across.
    const width = 600;
    const height = 400;
    const data = new Uint8Array(width * height).fill(255);
    for (let top = 20; top + 12 < height - 20; top += 18)
      for (let left = 20; left + 60 < width - 20; left += 68)
        for (let y = top; y < top + 12; y++) data.fill(0, y * width + left, y * width + left + 60);
    const across: GreyImage = { data, width, height };
    const down: GreyImage = { data: new Uint8Array(width * height), width: height, height: width };
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) down.data[x * height + y] = data[y * width + x] as number;
    expect(lineDirection(across)).toBe('across');
    expect(lineDirection(down)).toBe('down');
  });

  it('is unsure of a page without print and of a speckled one', () => {
    const blank: GreyImage = { data: new Uint8Array(500 * 700).fill(250), width: 500, height: 700 };
    expect(lineDirection(blank)).toBe('unsure');
    let seed = 7;
    const random = () => ((seed = (seed * 48271) % 2147483647) / 2147483647) * 255;
    const speckled = Uint8Array.from({ length: 500 * 700 }, () => (random() < 20 ? 0 : 255));
    expect(lineDirection({ data: speckled, width: 500, height: 700 })).toBe('unsure');
  });
});
