import { describe, expect, it } from 'vitest';
import { buildLines } from '../text/layout.js';
import { wordsFromTsv } from './tsv.js';

/** A seeded pseudo-random generator (mulberry32). */
function rng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const NAMES = [
  'CHUAN LEE SDN BHD',
  'Company No: 801351-A',
  'SETIA ALAM BRANCH',
  'KEDAI RUNCIT HOCK SOON',
  'Bäckerei Krause GmbH',
  'GOLDEN ARCH FOOD INDUSTRIES',
];

interface Word {
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
  line: number;
}

/** A TSV row of tesseract's for a word (level 5), on page 1, block 1, paragraph 1. */
const row = (w: Word, index: number) =>
  [5, 1, 1, 1, w.line, index + 1, w.x, w.y, w.width, w.height, 91.5, w.text].join('\t');

/** A line of words as tesseract boxes them: 12 px a letter, a 12 px space. */
function line(text: string, x: number, y: number, lineNo: number): Word[] {
  let at = x;
  return text.split(' ').map((word) => {
    const w = { text: word, x: at, y, width: word.length * 12, height: 24, line: lineNo };
    at += w.width + 12;
    return w;
  });
}

const tsv = (words: Word[]) =>
  ['level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext']
    .concat(words.map(row))
    .join('\n');

describe('words from tesseract TSV', () => {
  it('clips a box that runs over the next words of its line, so the line stays one text', () => {
    const random = rng(7);
    const cases = Array.from({ length: 40 }, (_, i) => {
      const name = NAMES[i % NAMES.length]!;
      const words = line(name, 100 + Math.floor(random() * 300), 50, 1);
      // Tesseract's LSTM box for one word (the first, mostly) reaches to the end of the line.
      const broken = random() < 0.7 ? 0 : Math.floor(random() * (words.length - 1));
      const last = words.at(-1)!;
      words[broken]!.width = last.x + last.width - words[broken]!.x - Math.floor(random() * 4);
      const lines = buildLines(wordsFromTsv(tsv(words)), 1, 'ocr');
      return { name, segments: lines[0]!.segments.map((s) => s.text) };
    });
    expect(cases.filter((c) => c.segments.length !== 1 || c.segments[0] !== c.name)).toEqual([]);
  });

  it('keeps boxes that end before the next word, and words of other lines, as they are', () => {
    const left = line('Bill To:', 40, 80, 1);
    const right = line('Cash Inv No.: CS647409', 400, 80, 2);
    // A word of another tesseract line may overlap: it is another text, not a broken box.
    const over = { ...line('V96', 420, 82, 3)[0]!, width: 40 };
    const words = wordsFromTsv(tsv([...left, ...right, over]));
    expect(words.map((w) => w.width)).toEqual([...left, ...right, over].map((w) => w.width));
  });
});
