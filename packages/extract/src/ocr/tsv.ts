import type { TextItem } from '../text/layout.js';

/**
 * Words from tesseract's TSV output (the same format from the native binary and from
 * tesseract.js), as positioned items for the shared line builder. Level 5 rows are words.
 * A word's box that reaches over the next word of its line is clipped (see `clipOverreaching`).
 */
export function wordsFromTsv(tsv: string): TextItem[] {
  const lines = new Map<string, TextItem[]>();
  for (const row of tsv.split('\n')) {
    const cols = row.split('\t');
    if (cols[0] !== '5' || cols.length < 12) continue;
    const text = cols.slice(11).join('\t').trim();
    const confidence = Number(cols[10]);
    if (!text || confidence < 0) continue;
    // Page, block, paragraph and line number: the words of one line of tesseract's, in order.
    const key = cols.slice(1, 5).join('.');
    const words = lines.get(key) ?? [];
    lines.set(key, words);
    words.push({
      text,
      x: Number(cols[6]),
      y: Number(cols[7]),
      width: Number(cols[8]),
      height: Number(cols[9]),
      confidence: Math.max(0, Math.min(1, confidence / 100)),
    });
  }
  return [...lines.values()].flatMap(clipOverreaching);
}

/** A box on the picture, in its pixels. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The boxes of the words tesseract found and read as nothing: level 5 rows with a confidence and
 * no text. Where its layout analysis merged a dashed rule with the lines under it ("-----" over
 * "TOTAL 44.20 / CASH 50.00 / BAKI 5.80"), it sets one such word over the whole block.
 */
export function unreadFromTsv(tsv: string): Box[] {
  const boxes: Box[] = [];
  for (const row of tsv.split('\n')) {
    const cols = row.split('\t');
    if (cols[0] !== '5' || cols.length < 12) continue;
    if (cols.slice(11).join('\t').trim() || Number(cols[10]) < 0) continue;
    const [x, y, width, height] = cols.slice(6, 10).map(Number) as [number, number, number, number];
    boxes.push({ x, y, width, height });
  }
  return boxes;
}

/** How far (in pixels) a word's box may reach over the next word's before it is clipped. */
const OVERLAP_TOLERANCE = 2;

/**
 * Tesseract reads a line's words in order, left to right, so none starts inside the one before.
 * Its LSTM engine sometimes gives a word a box that runs to the end of the line ("CHUAN" 199 px
 * wide over "LEE SDN BHD" on its right): the line builder would take the words for two texts
 * printed over each other and part them. Such a box ends where the next word starts, less the
 * line's usual space between words.
 */
function clipOverreaching(words: TextItem[]): TextItem[] {
  const gaps = words
    .slice(1)
    .map((w, i) => w.x - (words[i]!.x + words[i]!.width))
    .filter((g) => g >= 0)
    .sort((a, b) => a - b);
  return words.map((word, i) => {
    const next = words[i + 1];
    if (!next || next.x <= word.x || next.x >= word.x + word.width - OVERLAP_TOLERANCE) return word;
    const space = gaps[Math.floor(gaps.length / 2)] ?? Math.round(word.height * 0.3);
    return { ...word, width: Math.max(1, next.x - word.x - space) };
  });
}
