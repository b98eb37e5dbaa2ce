import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { receiptRowsSvg } from '../../test/receipt-rows-svg.js';
import { cropToPaper } from '../../test/paper-crop.js';
import { paperRegion } from './crop-paper.js';
import { clearPaperCorners, printInMargins } from './paper-corners.js';
import { prepareForOcr } from './prepare-image.js';
import { readPicture } from './read-page.js';
import { closeOcr } from './tesseract.js';

afterAll(closeOcr);

const FIRST_WORDS = ['FAMILY', 'CHUAN', 'BINTANG', 'GOLDEN', 'KHENG', 'SANYU', 'DELTA', 'MAJU'];
const SECOND_WORDS = ['TRADING', 'HARDWARE', 'MARKETING', 'ENTERPRISE', 'STORES', 'SUPPLY'];

/** The seller's name of receipt `index`: two words from the lists above, a legal form after. */
function sellerOf(index: number): string {
  const first = FIRST_WORDS[index % FIRST_WORDS.length] as string;
  const second = SECOND_WORDS[(index * 5 + 1) % SECOND_WORDS.length] as string;
  return `${first} ${second} SDN BHD`;
}

interface Photo {
  index: number;
  /** The page's turn in degrees. */
  turn: number;
  /** Grey level of the table. */
  table: number;
  /** How far the print keeps from the page's left and right edges (px). */
  inset?: number;
}

const PAPER = 228;
const INK = 35;

/**
 * A receipt photographed on a table, turned, its print running close to the page's edges: the
 * seller's name at the top starts a few millimetres from the left edge, the date sits at the
 * bottom left, the amounts end close to the right edge.
 */
async function photo({ index, turn, table, inset = 14 }: Photo) {
  const width = 900;
  const height = 1240;
  const paper = { x: 110, y: 90, width: 680, height: 1060 };
  const rows: Array<[string, string]> = [
    [sellerOf(index), ''],
    ['NO. 12, JALAN PUTRA 3', ''],
    ['TAX INVOICE', ''],
    ['RICE 5KG', '18.90'],
    ['COOKING OIL', '24.50'],
    ['SUGAR 1KG', `${(index % 7) + 2}.90`],
    ['TOTAL RM', `${(index % 7) + 46}.30`],
    ['CASH', '100.00'],
    ['', ''],
    ['', ''],
    ['', ''],
    ['', ''],
    ['', ''],
    ['', ''],
    [`${String((index % 27) + 1).padStart(2, '0')}/06/2019 10:42`, ''],
  ];
  const grey = (v: number) => `rgb(${v},${v},${v})`;
  const layout = {
    left: paper.x + inset,
    right: paper.x + paper.width - inset,
    top: paper.y + 60,
    step: 66,
    fontSize: 30,
    ink: INK,
  };
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<rect width="100%" height="100%" fill="${grey(table)}"/>` +
    `<g transform="rotate(${turn} ${width / 2} ${height / 2})">` +
    `<rect x="${paper.x}" y="${paper.y}" width="${paper.width}" height="${paper.height}" fill="${grey(PAPER)}"/>` +
    receiptRowsSvg(rows, layout) +
    `</g></svg>`;
  const { data } = await sharp(Buffer.from(svg))
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width, height };
}

type Grey = Awaited<ReturnType<typeof photo>>;

/** Print pixels (far darker than the paper and the table) inside `region` / in all. */
function printInside(
  image: Grey,
  region: { left: number; top: number; width: number; height: number },
) {
  let print = 0;
  let kept = 0;
  for (let y = 0; y < image.height; y++)
    for (let x = 0; x < image.width; x++) {
      if ((image.data[y * image.width + x] as number) > INK + 30) continue;
      print++;
      if (
        x >= region.left &&
        x < region.left + region.width &&
        y >= region.top &&
        y < region.top + region.height
      )
        kept++;
    }
  return kept / print;
}

/** The photo cropped to its paper, which must be found. */
async function cropped(image: Grey) {
  const { region, image: paper } = await cropToPaper(image);
  if (!region) throw new Error('no paper found');
  return { region, image: paper };
}

const TURNS = [3, -4, 2.5, -3, 4.5, -2.5, 3.5, -5];
const CASES = TURNS.map((turn, index) => ({ index, turn, table: [80, 95, 120, 140][index % 4]! }));

describe('paperRegion: a page lying at an angle, print close to its edges', () => {
  it.each(CASES)('keeps all the print of receipt $index turned $turn°', async (photoCase) => {
    const image = await photo(photoCase);
    const region = paperRegion(image);
    expect(region).not.toBeNull();
    expect(printInside(image, region!)).toBe(1);
    // The table's wedges in the corners are inside the region: where the crop was widened.
    expect(region!.inner).toBeDefined();
  });

  it('widens nothing for a page lying level', async () => {
    const image = await photo({ index: 0, turn: 0, table: 80 });
    const region = paperRegion(image);
    expect(region).not.toBeNull();
    expect(region!.inner).toBeUndefined();
  });
});

describe('clearPaperCorners', () => {
  it.each(CASES)(
    'paints the table in the corners of receipt $index white, print kept',
    async (photoCase) => {
      const { region, image } = await cropped(await photo(photoCase));
      const cleared = clearPaperCorners(image, region.inner!);
      expect(cleared).not.toBeNull();
      const at = (x: number, y: number) => cleared![y * image.width + x] as number;
      const corners = [
        at(0, 0),
        at(image.width - 1, 0),
        at(0, image.height - 1),
        at(image.width - 1, image.height - 1),
      ];
      for (const level of corners) expect(level).toBeGreaterThan(PAPER - 20);
      // Every print pixel of the page is still there.
      const print = (data: Uint8Array) => data.filter((v) => v <= INK + 30).length;
      expect(print(cleared!)).toBe(print(image.data));
    },
  );

  it('paints nothing inside the crop that lines mostly paper made', async () => {
    const { region, image } = await cropped(await photo({ index: 2, turn: 4, table: 90 }));
    const inner = region.inner!;
    const cleared = clearPaperCorners(image, inner)!;
    for (let y = inner.top; y < inner.top + inner.height; y += 3)
      for (let x = inner.left; x < inner.left + inner.width; x += 3)
        expect(cleared[y * image.width + x]).toBe(image.data[y * image.width + x]);
  });
});

describe('printInMargins', () => {
  it.each(CASES)('finds the print the narrower crop cut from receipt $index', async (photoCase) => {
    const { region, image } = await cropped(await photo(photoCase));
    expect(printInMargins(image, region.inner!)).toBe(true);
  });

  it.each(CASES)(
    'finds none when receipt $index keeps its print far from the edges',
    async (photoCase) => {
      const { region, image } = await cropped(await photo({ ...photoCase, inset: 90 }));
      expect(region.inner).toBeDefined();
      expect(printInMargins(image, region.inner!)).toBe(false);
    },
  );
});

describe('readPicture: a turned receipt whose name starts close to the edge (slow: OCR)', () => {
  it.each(CASES.slice(0, 4))(
    'reads the whole name of receipt $index turned $turn°',
    async (photoCase) => {
      const image = await photo(photoCase);
      const picture = await sharp(image.data, {
        raw: { width: image.width, height: image.height, channels: 1 },
      })
        .blur(0.7)
        .png()
        .toBuffer();
      const lines = await readPicture(await prepareForOcr(picture), 1);
      const text = lines.map((line) => line.text).join('\n');
      expect(text).toContain(sellerOf(photoCase.index));
      expect(text).toMatch(/\d{2}\/06\/2019/);
    },
  );
});
