import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { rasterise } from '../../test/corpus/generate.js';
import { generateWild } from '../../test/corpus/wild-corpus.js';
import { prepareForOcr } from './prepare-image.js';

/**
 * A faded receipt scanned on a dark scanner bed, slightly turned and longer than the glass:
 * after the crop, dark wedges of the bed stay at the edges and in the corners. Measured over the whole picture, the darkest
 * pixels were the bed, so the faint print was not stretched, and tesseract's one threshold (set
 * between bed and paper) dropped it: whole receipts came back empty. Measured inside the edges,
 * the print is stretched to black. Eight generated receipts (wild corpus), no OCR needed.
 */
async function onDarkBed(index: number) {
  const doc = await generateWild(404, index);
  const bed = { r: 45, g: 45, b: 45 };
  // A page longer than the scanner's glass: turned, on the bed at three sides, cut at the foot.
  const turned = await sharp(await rasterise(doc.pdf, 110))
    .linear(0.3, 165)
    .rotate(index % 2 ? 3 : -3, { background: bed })
    .extend({ top: 20, left: 20, right: 20, background: bed })
    .png()
    .toBuffer();
  const { width, height } = await sharp(turned).metadata();
  return sharp(turned)
    .extract({ left: 0, top: 0, width: width!, height: Math.round(height! * 0.8) })
    .jpeg({ quality: 70 })
    .toBuffer();
}

/** The grey level below which `share` of the picture's central pixels lie. */
async function centralLevel(png: Buffer, share: number): Promise<number> {
  const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  const values: number[] = [];
  for (let y = Math.floor(info.height * 0.2); y < info.height * 0.8; y += 2)
    for (let x = Math.floor(info.width * 0.2); x < info.width * 0.8; x += 2)
      values.push(data[y * info.width + x]!);
  values.sort((a, b) => a - b);
  return values[Math.floor(values.length * share)]!;
}

describe('prepareForOcr: faint print with the dark scanner bed at the edges', () => {
  it.each([0, 1, 2, 3, 4, 5, 6, 7])('stretches the print of receipt %i to black', async (i) => {
    const before = await onDarkBed(i);
    expect(await centralLevel(before, 0.005)).toBeGreaterThan(120);
    const prepared = await prepareForOcr(before);
    expect(await centralLevel(prepared.png, 0.005)).toBeLessThan(90);
    expect(await centralLevel(prepared.png, 0.5)).toBeGreaterThan(200);
  });
});
