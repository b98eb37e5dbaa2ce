import sharp, { type Sharp } from 'sharp';
import { sharpFrom, type RasterImage } from '../render/raster.js';
import type { TextItem } from '../text/layout.js';
import { clearSurroundings } from './clear-surroundings.js';
import { paperRegion, withoutCorners, type Region } from './crop-paper.js';
import { clearPaperCorners, printInMargins } from './paper-corners.js';
import { skewAngle } from './deskew.js';
import { evenLight } from './even-light.js';
import { lineDirection, type LineDirection } from './line-direction.js';

/** Below this width (px) a page or receipt photo is too coarse for tesseract's LSTM. */
const SMALL_IMAGE_WIDTH = 1600;
/** Above this (about A4 at 300 dpi) more pixels only cost OCR time. */
const LARGE_IMAGE_WIDTH = 2600;

/**
 * Greyscale PNG for OCR, EXIF-rotated so phone photos read, turned a quarter when its lines run
 * down (./line-direction.ts), and deskewed (./deskew.ts). Small images are upscaled 2x:
 * measured on receipt photos this raised key-field hits from 13/20 to 18/20; very large ones
 * are scaled down to ~300 dpi. The PNG is compressed lightly: it only travels to tesseract, and
 * full zlib compression of an A4 page cost more CPU than the rest of the preparation.
 */
export async function prepareForOcr(image: Uint8Array | RasterImage): Promise<PreparedPicture> {
  const source = sharpFrom(image);
  const meta = await source.metadata();
  // EXIF orientations 5–8 are quarter turns: the upright width is the stored height.
  const width = ((meta.orientation ?? 1) >= 5 ? meta.height : meta.width) ?? 0;
  const scale =
    width > 0 && width < SMALL_IMAGE_WIDTH
      ? 2
      : width > LARGE_IMAGE_WIDTH
        ? LARGE_IMAGE_WIDTH / width
        : 1;
  const upright = source.rotate().flatten({ background: '#ffffff' }).toColourspace('b-w');
  const resized =
    scale !== 1
      ? upright.resize({ width: Math.round(width * scale), kernel: 'lanczos3' })
      : upright;
  const read = await resized.raw().toBuffer({ resolveWithObject: true });
  let { data, info } = read;
  // A receipt on a scanner lid or a table: read the paper only.
  const found =
    info.channels === 1 ? paperRegion({ data, width: info.width, height: info.height }) : null;
  const crop = async (region: Region) =>
    sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
      .extract(region)
      .toColourspace('b-w')
      .raw()
      .toBuffer({ resolveWithObject: true });
  // Widened to the corners of a page lying at an angle only where that keeps print the narrower
  // crop cut off.
  let corners: Region | undefined;
  if (found?.inner) {
    const widened = await crop(found);
    const { width, height } = widened.info;
    if (printInMargins({ data: widened.data, width, height }, found.inner)) {
      ({ data, info } = widened);
      corners = found.inner;
    } else ({ data, info } = await crop(withoutCorners(found, found.inner)));
  } else if (found) ({ data, info } = await crop(found));
  // Faint print on a page at an angle or filling most of the picture: the table left around it
  // made white. Print with contrast enough is read as it is, table and all.
  const cleared =
    info.channels === 1
      ? clearSurroundings({ data, width: info.width, height: info.height })
      : null;
  if (cleared && faint(cleared)) data = Buffer.from(cleared);
  // Print with contrast, on a page lying at an angle whose crop reaches the page's corners: the
  // wedges of table in the crop's margins painted paper-white, print and paper left as they are.
  else if (corners) {
    const clear = clearPaperCorners({ data, width: info.width, height: info.height }, corners);
    if (clear) data = Buffer.from(clear);
  }
  // Uneven light on the paper (a shadow, light falling off): paper made evenly bright. After
  // the crop: before it, the scanner bed or table around the paper was evened into paper too.
  const even =
    info.channels === 1 ? evenLight({ data, width: info.width, height: info.height }) : null;
  if (even) data = Buffer.from(even);
  // A receipt laid sideways on the scanner: turned a quarter, so its lines run across. Before the
  // deskew, which levels lines that run across. Whether a quarter clockwise was the right way
  // round is for the reading to find (./read-page.ts).
  let lines =
    info.channels === 1
      ? lineDirection({ data, width: info.width, height: info.height })
      : 'unsure';
  if (lines === 'down') {
    ({ data, info } = await sharp(data, {
      raw: { width: info.width, height: info.height, channels: info.channels },
    })
      .rotate(90)
      .toColourspace('b-w')
      .raw()
      .toBuffer({ resolveWithObject: true }));
    lines = 'across';
  }
  // A photo taken at an angle: turn the text lines level before tesseract reads them.
  const skew =
    info.channels === 1 ? skewAngle({ data, width: info.width, height: info.height }) : 0;
  const raw = sharp(data, {
    raw: { width: info.width, height: info.height, channels: info.channels },
  });
  const levelled = info.channels === 1 ? stretchLevels(raw, data) : raw;
  const png = await (skew ? levelled.rotate(-skew, { background: '#ffffff' }) : levelled)
    .png({ compressionLevel: 1 })
    .toBuffer();
  return { png, scale, blank: isBlank(data), lines };
}

export interface PreparedPicture {
  png: Buffer;
  scale: number;
  blank: boolean;
  /**
   * Which way the picture's text lines run, told from its print (./line-direction.ts): `across`
   * when upright or upside down (a picture whose lines ran down is turned a quarter to make them
   * run across), `unsure` when the print could not tell.
   */
  lines: Exclude<LineDirection, 'down'>;
}

/** Below this distance between paper and ink (grey levels) a picture is stretched. */
const FAINT_CONTRAST = 128;

/**
 * Faded print on grey paper (thermal receipts, dim photos) stretched so that the paper is white
 * and the ink dark. Tesseract binarises the page with one global threshold: with grey paper, grey
 * ink and the white corners a deskewing turn adds, it split white from grey and read nothing
 * (measured on generated thermal receipts: whole receipts came back empty).
 */
function stretchLevels(image: Sharp, grey: Uint8Array): Sharp {
  const { paper, ink } = printLevels(grey);
  if (paper - ink >= FAINT_CONTRAST || paper - ink < 20) return image;
  const gain = 255 / (paper - ink);
  return image.linear(gain, -ink * gain);
}

/** Print fainter than FAINT_CONTRAST from its paper. */
function faint(grey: Uint8Array): boolean {
  const { paper, ink } = printLevels(grey);
  return paper - ink < FAINT_CONTRAST;
}

/** The paper's level (the median) and the ink's (the darkest 0.5%) of a sample of pixels. */
function printLevels(grey: Uint8Array): { paper: number; ink: number } {
  const histogram = new Float64Array(256);
  let n = 0;
  for (let i = 0; i < grey.length; i += 7, n++) histogram[grey[i] as number]! += 1;
  const level = (fraction: number) => {
    let seen = 0;
    for (let v = 0; v < 256; v++) if ((seen += histogram[v] as number) >= n * fraction) return v;
    return 255;
  };
  return n === 0 ? { paper: 255, ink: 255 } : { paper: level(0.5), ink: level(0.005) };
}

/**
 * Blank pages (the backs of duplex scans) have almost no contrast and OCR would find nothing.
 * A sample of pixels is enough to tell.
 */
function isBlank(grey: Buffer): boolean {
  let n = 0;
  let sum = 0;
  let sumSquares = 0;
  for (let i = 0; i < grey.length; i += 13) {
    const v = grey[i] as number;
    n++;
    sum += v;
    sumSquares += v * v;
  }
  if (n === 0) return true;
  const mean = sum / n;
  return Math.sqrt(Math.max(0, sumSquares / n - mean * mean)) < 2;
}

/** Characters in confidently read words: how much a reading says. */
export function readingScore(words: TextItem[]): number {
  let score = 0;
  for (const w of words)
    if ((w.confidence ?? 0) >= 0.7) score += w.text.replace(/[^\p{L}\p{N}]/gu, '').length;
  return score;
}

/** Too little read with confidence for a page with text: perhaps it lies on its side. */
export function poorReading(words: TextItem[]): boolean {
  if (words.length === 0) return true;
  const mean = words.reduce((sum, w) => sum + (w.confidence ?? 0), 0) / words.length;
  return readingScore(words) < 80 || mean < 0.6;
}

/** The picture turned clockwise by quarter turns, for a second reading. */
export async function rotatePng(png: Buffer, degrees: number): Promise<Buffer> {
  return sharp(png).rotate(degrees).png({ compressionLevel: 1 }).toBuffer();
}
