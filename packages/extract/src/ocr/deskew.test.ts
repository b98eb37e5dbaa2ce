import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { skewAngle } from './deskew.js';

/** An SVG drawn as a grey image, turned clockwise by `angle` degrees on white. */
async function rendered(svg: string, angle: number) {
  const { data, info } = await sharp(Buffer.from(svg))
    .flatten({ background: '#ffffff' })
    .rotate(angle, { background: '#ffffff' })
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** A page of text lines rendered from SVG, turned clockwise by `angle` degrees. */
async function page(angle: number, lines = 14, width = 900) {
  const rows = Array.from(
    { length: lines },
    (_, i) =>
      `<text x="40" y="${60 + i * 34}" font-family="sans-serif" font-size="22">Line ${i + 1}: Consulting services 2 x 61,86 EUR</text>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${80 + lines * 34}"><rect width="100%" height="100%" fill="white"/>${rows}</svg>`;
  return rendered(svg, angle);
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

/**
 * Faint print (grey, as thermal paper fades) with a soft shadow falling across one side of the
 * page at a slant, as a phone's shadow leaves it after the light is evened.
 */
async function shadowedPage(angle: number, side: 'left' | 'right', slant: number) {
  const lines = 16;
  const width = 520;
  const height = 80 + lines * 30;
  const rows = Array.from(
    { length: lines },
    (_, i) =>
      `<text x="30" y="${60 + i * 30}" font-family="monospace" font-size="15" fill="#c4c4c4">NASI LEMAK AYAM  1x${i + 2}.90   ${i + 3}.90</text>`,
  ).join('');
  const edge = side === 'left' ? 0 : width;
  const far = side === 'left' ? width * 0.45 : width * 0.55;
  const shadow = `<polygon points="${edge},0 ${far + slant},0 ${far - slant},${height} ${edge},${height}" fill="url(#g)"/>`;
  const gradient = `<linearGradient id="g" x1="${side === 'left' ? 0 : 1}" x2="${side === 'left' ? 1 : 0}" y1="0" y2="0"><stop offset="0" stop-color="#9a9a9a"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></linearGradient>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs>${gradient}</defs><rect width="100%" height="100%" fill="white"/>${shadow}${rows}</svg>`;
  return rendered(svg, angle);
}

describe('skewAngle under a slanted shadow', () => {
  const cases = (['left', 'right'] as const).flatMap((side) =>
    [-120, -60, 60, 120].flatMap((slant) => [0, 2.5].map((angle) => ({ side, slant, angle }))),
  );
  it.each(cases)(
    'finds the print’s own angle with a shadow on the $side (slant $slant px, page at $angle°)',
    async ({ side, slant, angle }) => {
      const found = skewAngle(await shadowedPage(angle, side, slant));
      expect(Math.abs(found - angle)).toBeLessThanOrEqual(0.6);
    },
  );
});
