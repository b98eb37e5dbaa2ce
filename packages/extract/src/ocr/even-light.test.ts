import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { evenLight } from './even-light.js';
import { prepareForOcr } from './prepare-image.js';

const WIDTH = 700;
const HEIGHT = 460;

/** Lines of grey print on light paper, the light falling off to `light` at the right edge. */
async function litPage(light: number): Promise<Buffer> {
  const text = Array.from(
    { length: 8 },
    (_, i) =>
      `<text x="30" y="${60 + i * 50}" font-family="DejaVu Sans Mono" font-size="28" ` +
      `fill="rgb(90,90,90)">ITEM ${i + 1} TOTAL SALES 12.50 RM</text>`,
  ).join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">` +
    `<rect width="100%" height="100%" fill="rgb(240,240,240)"/>${text}</svg>`;
  const { data } = await sharp(Buffer.from(svg)).greyscale().raw().toBuffer({
    resolveWithObject: true,
  });
  for (let y = 0; y < HEIGHT; y++)
    for (let x = 0; x < WIDTH; x++) {
      const i = y * WIDTH + x;
      data[i] = Math.round((data[i] as number) * (1 - (1 - light) * (x / WIDTH)));
    }
  return data;
}

/** The paper's brightness (a high percentile) in a band of columns, from..to as shares. */
function paperLevel(grey: Uint8Array, width: number, from: number, to: number): number {
  const values: number[] = [];
  for (let i = 0; i < grey.length; i += 3) {
    const x = i % width;
    if (x >= width * from && x < width * to) values.push(grey[i] as number);
  }
  values.sort((a, b) => a - b);
  return values[Math.floor(values.length * 0.9)] as number;
}

describe('evenLight', () => {
  it('leaves an evenly lit page alone', async () => {
    expect(evenLight({ data: await litPage(1), width: WIDTH, height: HEIGHT })).toBeNull();
  });

  it('makes the paper as bright in the shadow as in the light, keeping the print', async () => {
    const page = await litPage(0.5);
    const even = evenLight({ data: page, width: WIDTH, height: HEIGHT });
    expect(even).not.toBeNull();
    const left = paperLevel(even!, WIDTH, 0, 0.2);
    const right = paperLevel(even!, WIDTH, 0.8, 1);
    expect(Math.abs(left - right)).toBeLessThan(15);
    // The print in the shadow keeps its contrast with the paper around it.
    const shaded = [...even!].filter((_, i) => i % WIDTH > WIDTH * 0.5 && i % WIDTH < WIDTH * 0.65);
    expect(Math.min(...shaded)).toBeLessThan(right - 80);
  });
});

describe('prepareForOcr: light falling off across the page', () => {
  it('hands tesseract a page whose paper is evenly bright', async () => {
    const jpeg = await sharp(await litPage(0.5), {
      raw: { width: WIDTH, height: HEIGHT, channels: 1 },
    })
      .jpeg({ quality: 80 })
      .toBuffer();
    const { png } = await prepareForOcr(jpeg);
    const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
    const left = paperLevel(data, info.width, 0, 0.2);
    const right = paperLevel(data, info.width, 0.8, 1);
    expect(Math.abs(left - right)).toBeLessThan(20);
  });
});
