import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { skewAngle } from './deskew.js';

/** A page of text lines rendered from SVG, turned clockwise by `angle` degrees. */
async function page(angle: number, lines = 14, width = 900) {
  const rows = Array.from(
    { length: lines },
    (_, i) =>
      `<text x="40" y="${60 + i * 34}" font-family="sans-serif" font-size="22">Line ${i + 1}: Consulting services 2 x 61,86 EUR</text>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${80 + lines * 34}"><rect width="100%" height="100%" fill="white"/>${rows}</svg>`;
  const { data, info } = await sharp(Buffer.from(svg))
    .flatten({ background: '#ffffff' })
    .rotate(angle, { background: '#ffffff' })
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

describe('skewAngle', () => {
  it.each([-12, -6, -2.5, 1.5, 4, 9])('finds a page turned %s° within 0.3°', async (angle) => {
    expect(Math.abs(skewAngle(await page(angle)) - angle)).toBeLessThanOrEqual(0.3);
  });

  it('leaves a level page alone', async () => {
    expect(skewAngle(await page(0))).toBe(0);
  });

  it('leaves a blank or nearly blank image alone', async () => {
    const blank = { data: new Uint8Array(400 * 300).fill(255), width: 400, height: 300 };
    expect(skewAngle(blank)).toBe(0);
  });
});
