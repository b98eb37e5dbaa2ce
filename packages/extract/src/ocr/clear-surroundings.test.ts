import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { clearSurroundings } from './clear-surroundings.js';
import { prepareForOcr } from './prepare-image.js';
import { readPicture } from './read-page.js';
import { closeOcr } from './tesseract.js';
import { receiptRowsSvg } from '../../test/receipt-rows-svg.js';

afterAll(closeOcr);

const ROWS: Array<[string, string]> = [
  ['KEDAI RUNCIT SRI MAJU', ''],
  ['DATE: 14/06/2019', ''],
  ['RICE 5KG', '18.90'],
  ['COOKING OIL', '24.50'],
  ['SUGAR 1KG', '2.90'],
  ['TOTAL RM', '46.30'],
  ['CASH', '50.00'],
  ['CHANGE', '3.70'],
];

interface Photo {
  /** Grey level of the table around the paper, of the paper and of the print. */
  table: number;
  paper: number;
  ink: number;
  /** The paper's turn in degrees. */
  turn: number;
  /** Share of the paper's width, from the right, in a shadow of this much light. */
  shadow?: { share: number; light: number };
}

/** A receipt photographed on a table: turned, filling most of the picture, corners showing. */
async function photo({ table, paper, ink, turn, shadow }: Photo): Promise<GreyPicture> {
  const width = 760;
  const height = 120 + ROWS.length * 56;
  const grey = (v: number) => `rgb(${v},${v},${v})`;
  const rows = { left: 50, right: width - 50, top: 90, step: 56, fontSize: 30, ink };
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<rect width="100%" height="100%" fill="${grey(table)}"/>` +
    `<g transform="rotate(${turn} ${width / 2} ${height / 2})">` +
    `<rect x="-20" y="10" width="${width + 40}" height="${height - 20}" fill="${grey(paper)}"/>` +
    receiptRowsSvg(ROWS, rows) +
    `</g></svg>`;
  const { data } = await sharp(Buffer.from(svg)).greyscale().raw().toBuffer({
    resolveWithObject: true,
  });
  if (shadow)
    for (let y = 0; y < height; y++)
      for (let x = Math.round(width * (1 - shadow.share)); x < width; x++)
        data[y * width + x] = Math.round((data[y * width + x] as number) * shadow.light);
  return { data, width, height };
}

interface GreyPicture {
  data: Buffer;
  width: number;
  height: number;
}

const png = ({ data, width, height }: GreyPicture) =>
  sharp(data, { raw: { width, height, channels: 1 } })
    .blur(0.8)
    .png()
    .toBuffer();

/** The middle of a picture, a fifth in from each side, away from the paper's edges. */
function centre(data: Uint8Array, width: number, height: number): number[] {
  const out: number[] = [];
  for (let y = Math.round(height / 5); y < height - height / 5; y++)
    for (let x = Math.round(width / 5); x < width - width / 5; x++) out.push(data[y * width + x]!);
  return out;
}

const darkerThan = (data: ArrayLike<number>, level: number) =>
  Array.from(data).filter((v) => v < level).length;

describe('clearSurroundings', () => {
  it.each([3, -4, 7])('paints the table around a page turned %s° paper-white', async (turn) => {
    const picture = await photo({ table: 50, paper: 215, ink: 130, turn });
    const cleared = clearSurroundings(picture);
    expect(cleared).not.toBeNull();
    // The table's corners are paper now; the print is all still there.
    expect(cleared![0]).toBeGreaterThan(200);
    expect(cleared![cleared!.length - 1]).toBeGreaterThan(200);
    expect(darkerThan(cleared!, 90)).toBe(0);
    const middle = (data: Uint8Array) => centre(data, picture.width, picture.height);
    expect(middle(cleared!)).toEqual(middle(picture.data));
    expect(darkerThan(middle(cleared!), 170)).toBeGreaterThan(1000);
  });

  it('leaves paper in a shadow alone, however dark, when its print is darker still', async () => {
    for (const light of [0.45, 0.6]) {
      const picture = await photo({
        table: 250,
        paper: 235,
        ink: 40,
        turn: 0,
        shadow: { share: 0.4, light },
      });
      const cleared = clearSurroundings(picture) ?? picture.data;
      const shaded = picture.width - 30 + (picture.height >> 1) * picture.width;
      expect(cleared[shaded]).toBe(picture.data[shaded]);
      expect(darkerThan(cleared, 60)).toBeGreaterThan(darkerThan(picture.data, 60) * 0.97);
    }
  });

  it('leaves the dark end of an unevenly lit table alone: it ends in more table', () => {
    const width = 400;
    const height = 300;
    const data = new Uint8Array(width * height);
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        const onPaper = x >= 160 && x < 340 && y >= 40 && y < 260;
        // A table from near black at the left to mid grey at the right; grey print on the paper.
        const table = Math.round(25 + (150 * x) / width);
        const print = onPaper && y % 20 < 4 && x % 12 < 8;
        data[y * width + x] = onPaper ? (print ? 140 : 230) : table;
      }
    expect(clearSurroundings({ data, width, height })).toBeNull();
  });

  it('leaves a page without surroundings alone', async () => {
    const picture = await photo({ table: 215, paper: 215, ink: 60, turn: 0 });
    expect(clearSurroundings(picture)).toBeNull();
  });
});

describe('readPicture: faded print on a page turned on a dark table (slow: OCR)', () => {
  it.each([
    [50, 3],
    [70, -5],
    [35, 6],
  ])('reads the receipt on a table of grey %s turned %s°', async (table, turn) => {
    const picture = await photo({ table, paper: 210, ink: 140, turn });
    const lines = await readPicture(await prepareForOcr(await png(picture)), 1);
    const text = lines.map((line) => line.text).join('\n');
    expect(text).toMatch(/TOTAL RM\s+46\.30/);
    expect(text).toMatch(/14\/06\/2019/);
  });
});
