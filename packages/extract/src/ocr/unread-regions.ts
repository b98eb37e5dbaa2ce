import sharp from 'sharp';
import type { TextItem } from '../text/layout.js';
import type { Box } from './tsv.js';
import type { Binarisation, OcrEngine, OcrReading } from './tesseract.js';

/** An unread box at least this many times the reading's usual word height holds lines. */
const LINES_HIGH = 1.8;
/** Boxes narrower than this many word heights are rules and frame edges, not print. */
const MIN_WIDTH = 2;
/**
 * Words of the second reading kept: read with at least this confidence. A block read alone as
 * one (a whole page's box, the ragged edge of a photo) also yields noise ("a", "ee", "Be.") at
 * 0.1–0.5, which would become lines of their own.
 */
const MIN_CONFIDENCE = 0.7;
/**
 * A box with more of the first reading's words inside is no block the reading lost: tesseract
 * sets such a box over a whole page it read at an angle, and reading it again only doubles lines.
 */
const MAX_WORDS_INSIDE = 1;
/** At most this many boxes are read again, the largest first: each costs one more reading. */
const MAX_REGIONS = 4;

/**
 * Tesseract's automatic layout analysis (PSM 3) now and then merges a block of lines with a
 * dashed rule above it into one "line" and reads it as a single empty word: the "TOTAL 44.20 /
 * CASH 50.00 / BAKI 5.80" under a receipt's "-----" came back as nothing at all, while every
 * other line was read. Such a word is several lines high. Each box of that kind (the largest
 * MAX_REGIONS) is cut out of the picture with a margin and read again as one block (PSM 6,
 * with the binarisation of the first reading); the confident words found inside the box, over
 * none of the first reading's, join the first reading's words
 * (docs/decisions/106-a-block-read-as-nothing-is-read-again-alone.md).
 */
export async function withUnreadRegionsReadAgain(
  engine: Pick<OcrEngine, 'recognize'>,
  png: Buffer,
  reading: OcrReading,
  binarisation: Binarisation,
): Promise<TextItem[]> {
  const regions = linesHigh(reading);
  if (regions.length === 0) return reading.words;
  const { width = 0, height = 0 } = await sharp(png).metadata();
  const found: TextItem[] = [];
  for (const region of regions) {
    const margin = Math.round(wordHeight(reading.words) / 2);
    const left = Math.max(0, region.x - margin);
    const top = Math.max(0, region.y - margin);
    const cut = {
      left,
      top,
      width: Math.min(width, region.x + region.width + margin) - left,
      height: Math.min(height, region.y + region.height + margin) - top,
    };
    if (cut.width <= 0 || cut.height <= 0) continue;
    const crop = await sharp(png).extract(cut).png({ compressionLevel: 1 }).toBuffer();
    for (const word of await engine.recognize(crop, 6, binarisation)) {
      const placed = { ...word, x: word.x + left, y: word.y + top };
      if (
        (word.confidence ?? 0) >= MIN_CONFIDENCE &&
        /[\p{L}\p{N}]/u.test(word.text) &&
        centreInside(placed, region) &&
        !reading.words.some((w) => overlapping(placed, w))
      )
        found.push(placed);
    }
  }
  return found.length === 0 ? reading.words : [...reading.words, ...found];
}

/** The unread boxes high enough to hold lines and wide enough to hold words, largest first. */
export function linesHigh(reading: OcrReading): Box[] {
  const h = wordHeight(reading.words);
  return reading.unread
    .filter((b) => b.height >= LINES_HIGH * h && b.width >= MIN_WIDTH * h)
    .filter((b) => reading.words.filter((w) => centreInside(w, b)).length <= MAX_WORDS_INSIDE)
    .sort((a, b) => b.width * b.height - a.width * a.height)
    .slice(0, MAX_REGIONS);
}

/** The median height of the words read (20 px when none was). */
function wordHeight(words: TextItem[]): number {
  const heights = words.map((w) => w.height).sort((a, b) => a - b);
  return heights[Math.floor(heights.length / 2)] ?? 20;
}

function centreInside(word: Box, box: Box): boolean {
  const cx = word.x + word.width / 2;
  const cy = word.y + word.height / 2;
  return cx >= box.x && cx <= box.x + box.width && cy >= box.y && cy <= box.y + box.height;
}

function overlapping(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}
