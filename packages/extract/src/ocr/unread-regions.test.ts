import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { TextItem } from '../text/layout.js';
import type { OcrEngine, PageSegmentation } from './tesseract.js';
import { unreadFromTsv, type Box } from './tsv.js';
import { linesHigh, withUnreadRegionsReadAgain } from './unread-regions.js';

/** A TSV row of tesseract's (level 5: a word) with its box, confidence and text. */
const tsvRow = (line: number, box: Box, confidence: number, text: string) =>
  [5, 1, 1, 1, line, 1, box.x, box.y, box.width, box.height, confidence, text].join('\t');

describe('unreadFromTsv', () => {
  it('keeps the boxes of words found and read as nothing, and only those', () => {
    const blank = { x: 39, y: 412, width: 556, height: 116 };
    const tsv = [
      'level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext',
      [2, 1, 3, 0, 0, 0, 39, 412, 556, 116, -1, ''].join('\t'),
      tsvRow(1, { x: 40, y: 300, width: 120, height: 26 }, 96.2, 'STANLEY'),
      tsvRow(2, blank, 95, ' '),
      tsvRow(3, { x: 40, y: 560, width: 90, height: 26 }, -1, ''),
    ].join('\n');
    expect(unreadFromTsv(tsv)).toEqual([blank]);
  });
});

/** Words of a first reading: lines of 10 px letters, 24 px high. */
function words(...lines: Array<[string, number, number]>): TextItem[] {
  return lines.map(([text, x, y]) => ({ text, x, y, width: text.length * 10, height: 24 }));
}

const white = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();

/** An engine whose reading of a crop (PSM 6) returns `crop` words, in the crop's pixels. */
function cropEngine(crop: TextItem[]) {
  const asked: Array<{ psm?: PageSegmentation; width: number; height: number }> = [];
  const engine: Pick<OcrEngine, 'recognize'> = {
    recognize: async (png, psm) => {
      const { width = 0, height = 0 } = await sharp(png).metadata();
      asked.push({ psm, width, height });
      return crop;
    },
  };
  return { engine, asked };
}

describe('linesHigh', () => {
  const first = words(['RECEIPT', 200, 100], ['No: 77189', 40, 140], ['DATE: 04/09/18', 40, 180]);

  it('takes boxes several lines high and wide enough for words, largest first', () => {
    const block = { x: 40, y: 300, width: 500, height: 110 };
    const small = { x: 40, y: 450, width: 300, height: 50 };
    const unread = [
      small,
      { x: 40, y: 230, width: 500, height: 5 }, // a rule
      { x: 560, y: 100, width: 10, height: 400 }, // a frame's edge
      { x: 300, y: 140, width: 60, height: 24 }, // a word's height: one word read as nothing
      block,
    ];
    expect(linesHigh({ words: first, unread })).toEqual([block, small]);
  });

  it('reads at most four boxes', () => {
    const unread = Array.from({ length: 6 }, (_, i) => ({
      x: 40,
      y: 300 + i * 100,
      width: 300 + i,
      height: 90,
    }));
    expect(linesHigh({ words: first, unread })).toHaveLength(4);
  });
});

describe('withUnreadRegionsReadAgain', () => {
  const first = words(['STANLEY MEASURING', 40, 300], ['19.20', 500, 300]);
  // The dashed rule and TOTAL / CASH / BAKI under it, read as one empty word.
  const block = { x: 39, y: 412, width: 556, height: 116 };

  it('reads the box alone as one block and adds what it finds inside the box', async () => {
    const { engine, asked } = cropEngine([
      { text: 'TOTAL', x: 12, y: 12, width: 70, height: 24, confidence: 0.96 },
      { text: '44.20', x: 480, y: 12, width: 60, height: 24, confidence: 0.95 },
      { text: 'BAKI', x: 12, y: 92, width: 50, height: 24, confidence: 0.93 },
    ]);
    const png = await white(640, 650);
    const read = await withUnreadRegionsReadAgain(
      engine,
      png,
      { words: first, unread: [block] },
      'global',
    );
    // The box with a margin of half a word's height on each side.
    expect(asked).toEqual([{ psm: 6, width: 556 + 24, height: 116 + 24 }]);
    expect(read.slice(0, first.length)).toEqual(first);
    expect(read.slice(first.length).map((w) => [w.text, w.x, w.y])).toEqual([
      ['TOTAL', 39 - 12 + 12, 412 - 12 + 12],
      ['44.20', 39 - 12 + 480, 400 + 12],
      ['BAKI', 39, 400 + 92],
    ]);
  });

  it('leaves out noise, words outside the box and words the first reading has', async () => {
    const { engine } = cropEngine([
      { text: 'ee', x: 12, y: 40, width: 20, height: 24, confidence: 0.35 }, // unsure
      { text: '|', x: 300, y: 40, width: 4, height: 24, confidence: 0.96 }, // no letter or digit
      { text: '-1', x: 2, y: 0, width: 20, height: 6, confidence: 0.9 }, // in the margin above
      { text: 'RM', x: 273, y: 20, width: 20, height: 24, confidence: 0.97 }, // read the first time
      { text: 'CASH', x: 12, y: 52, width: 50, height: 24, confidence: 0.95 },
    ]);
    const png = await white(640, 650);
    const withRm = [...first, ...words(['RM', 300, 420])];
    const read = await withUnreadRegionsReadAgain(
      engine,
      png,
      { words: withRm, unread: [block] },
      'global',
    );
    expect(read.slice(withRm.length).map((w) => w.text)).toEqual(['CASH']);
  });

  it('reads nothing again when no box is lines high', async () => {
    const { engine, asked } = cropEngine([]);
    const reading = { words: first, unread: [{ x: 40, y: 412, width: 556, height: 5 }] };
    expect(await withUnreadRegionsReadAgain(engine, await white(640, 650), reading, 'global')).toBe(
      first,
    );
    expect(asked).toEqual([]);
  });

  it('keeps a box at the picture’s edge within the picture', async () => {
    const { engine, asked } = cropEngine([]);
    const edge = { x: 0, y: 560, width: 640, height: 90 };
    await withUnreadRegionsReadAgain(
      engine,
      await white(640, 650),
      { words: first, unread: [edge] },
      'local',
    );
    expect(asked).toEqual([{ psm: 6, width: 640, height: 90 + 12 }]);
  });
});
