import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { generateDocument, layoutsOf, rasterise } from '../../test/corpus/generate.js';
import { cropToPaper } from '../../test/paper-crop.js';
import { paperRegion } from './crop-paper.js';
import { skewAngle } from './deskew.js';

/**
 * Generated till receipts (Malaysian, German, UK, ...) rendered at 150 dpi, faded to thermal
 * grey, turned by a known angle and laid on a scanner's grey lid.
 */
async function onLid(index: number, angle: number, lid: number) {
  const doc = await generateDocument(5, index, layoutsOf('all', 'receipt-scans'));
  const png = await rasterise(doc.pdf, 150);
  const faded = await sharp(png).linear(0.55, 110).png().toBuffer();
  const { data, info } = await sharp(faded)
    .rotate(angle, { background: { r: 230, g: 230, b: 230 } })
    .extend({ top: 40, bottom: 40, left: 40, right: 40, background: { r: lid, g: lid, b: lid } })
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { image: { data, width: info.width, height: info.height }, paper: info };
}

const CASES = Array.from({ length: 8 }, (_, i) => ({
  index: i,
  angle: [-2.2, 1.6, -1.2, 2.4, 1.9, -1.7, 2.1, -2.5][i] as number,
  lid: [120, 160, 90, 140, 150, 110, 170, 130][i] as number,
}));

describe('paperRegion: receipts scanned on a grey lid', () => {
  it.each(CASES)('finds the paper of receipt $index (lid $lid)', async ({ index, angle, lid }) => {
    const { image } = await onLid(index, angle, lid);
    const region = paperRegion(image);
    expect(region).not.toBeNull();
    // Inside the lid's 40 px frame, and most of the paper kept.
    expect(region!.left).toBeGreaterThanOrEqual(38);
    expect(region!.top).toBeGreaterThanOrEqual(38);
    expect(region!.width).toBeGreaterThan((image.width - 80) * 0.8);
    expect(region!.left + region!.width).toBeLessThanOrEqual(image.width - 38);
  });

  it.each(CASES)(
    'lets the skew of receipt $index ($angle°) be measured on the paper',
    async ({ index, angle, lid }) => {
      const { image } = await onLid(index, angle, lid);
      const cropped = await cropToPaper(image);
      expect(Math.abs(skewAngle(cropped.image) - angle)).toBeLessThanOrEqual(0.4);
    },
  );

  it('leaves a page without a frame alone', async () => {
    const doc = await generateDocument(5, 0, layoutsOf('all', 'receipt-scans'));
    const { data, info } = await sharp(await rasterise(doc.pdf, 150))
      .toColourspace('b-w')
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(paperRegion({ data, width: info.width, height: info.height })).toBeNull();
  });
});

/** The same receipts on grey thermal paper, photographed on a white desk brighter than the paper. */
async function onLightDesk(index: number, angle: number, desk: number) {
  const doc = await generateDocument(5, index, layoutsOf('all', 'receipt-scans'));
  const grey = await sharp(await rasterise(doc.pdf, 150))
    .linear(0.5, 95)
    .png()
    .toBuffer();
  const { data, info } = await sharp(grey)
    .rotate(angle, { background: { r: desk, g: desk, b: desk } })
    .extend({ top: 60, bottom: 60, left: 60, right: 60, background: { r: desk, g: desk, b: desk } })
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

describe('paperRegion: grey receipts on a white desk', () => {
  it.each(CASES)('finds the paper of receipt $index ($angle°)', async ({ index, angle }) => {
    const image = await onLightDesk(index, angle, 248);
    const region = paperRegion(image);
    expect(region).not.toBeNull();
    // Inside the desk's 60 px frame, and most of the paper kept.
    expect(region!.left).toBeGreaterThanOrEqual(55);
    expect(region!.top).toBeGreaterThanOrEqual(55);
    expect(region!.left + region!.width).toBeLessThanOrEqual(image.width - 55);
    expect(region!.width).toBeGreaterThan((image.width - 120) * 0.8);
  });

  it('leaves a white page with dark print and white margins alone', async () => {
    for (const index of [0, 3, 6]) {
      const doc = await generateDocument(5, index, layoutsOf('all', 'receipt-scans'));
      const { data, info } = await sharp(await rasterise(doc.pdf, 150))
        .extend({ top: 60, bottom: 60, left: 60, right: 60, background: '#ffffff' })
        .toColourspace('b-w')
        .raw()
        .toBuffer({ resolveWithObject: true });
      expect(paperRegion({ data, width: info.width, height: info.height })).toBeNull();
    }
  });
});

/**
 * The same receipts filling the picture, light falling off towards one side: the paper's own
 * grey levels spread so wide that Otsu's split runs through it.
 */
async function underFallingLight(index: number, side: 'left' | 'right' | 'top' | 'bottom') {
  const doc = await generateDocument(5, index, layoutsOf('all', 'receipt-scans'));
  const { data, info } = await sharp(await rasterise(doc.pdf, 150))
    .linear(0.5, 125)
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const strength = 0.2 + (index % 4) * 0.03;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const along = {
        left: 1 - x / width,
        right: x / width,
        top: 1 - y / height,
        bottom: y / height,
      }[side];
      data[y * width + x] = Math.round((data[y * width + x] as number) * (1 - strength * along));
    }
  return { data, width, height };
}

describe('paperRegion: a receipt filling the picture under uneven light', () => {
  const sides = ['left', 'right', 'top', 'bottom'] as const;
  /** Share of the print (pixels far darker than the paper around them) inside the region. */
  function printKept(image: { data: Uint8Array; width: number; height: number }) {
    const region = paperRegion(image) ?? {
      left: 0,
      top: 0,
      width: image.width,
      height: image.height,
    };
    let print = 0;
    let kept = 0;
    for (let y = 0; y < image.height; y++)
      for (let x = 0; x < image.width; x++) {
        if ((image.data[y * image.width + x] as number) > 150) continue;
        print++;
        const inside =
          x >= region.left &&
          x < region.left + region.width &&
          y >= region.top &&
          y < region.top + region.height;
        if (inside) kept++;
      }
    return kept / print;
  }

  it.each(CASES)('keeps the print of receipt $index, its dim side included', async ({ index }) => {
    const image = await underFallingLight(index, sides[index % 4] as (typeof sides)[number]);
    expect(printKept(image)).toBeGreaterThan(0.99);
  });
});
