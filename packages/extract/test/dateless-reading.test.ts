import { describe, expect, it } from 'vitest';
import { findDates } from '../src/parse/date.js';
import { prepareForOcr } from '../src/ocr/prepare-image.js';
import { readPicture } from '../src/ocr/read-page.js';
import { joinSplitCapitals } from '../src/ocr/split-capitals.js';
import { ocrEngine } from '../src/ocr/tesseract.js';
import { buildLines, type Line } from '../src/text/layout.js';
import { generateWild, wildImage } from './corpus/wild-corpus.js';

const datesOf = (lines: Line[]) => lines.flatMap((l) => findDates(l.text, 'DMY').map((d) => d.iso));

/**
 * Generated receipt scans (test/corpus/wild-*.ts) of three layouts whose date tesseract's
 * automatic page segmentation drops: a wholesale cash invoice's small "Date" column beside the
 * customer, a restaurant bill's and a cash bill's date line. Read with real tesseract; the first
 * reading's loss is checked too, so the test says when it no longer shows the case.
 */
describe('a page read without any date is read again as one block', () => {
  it.each([
    [302, 23],
    [316, 8],
    [318, 21],
  ])(
    'wild receipt %i-%i: the printed date is found',
    async (seed, index) => {
      const doc = await generateWild(seed, index);
      const prepared = await prepareForOcr((await wildImage(doc, seed, index)).jpeg);

      const first = buildLines(
        joinSplitCapitals(await ocrEngine().recognize(prepared.png)),
        1,
        'ocr',
      );
      expect(datesOf(first)).toEqual([]);

      const lines = await readPicture(prepared, 1);
      expect(datesOf(lines)).toContain(doc.label.issueDate);
    },
    60_000,
  );
});
