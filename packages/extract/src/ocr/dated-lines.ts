import { findDates } from '../parse/date.js';
import { buildLines, type Line } from '../text/layout.js';
import { joinSplitCapitals } from './split-capitals.js';
import type { Binarisation, OcrEngine } from './tesseract.js';

/**
 * Whether any line holds a date as written anywhere: day first, month first where the day tells
 * ("12/31/2018"), year first, or with the month's name.
 */
export function holdsDate(lines: readonly Line[]): boolean {
  return lines.some(datedLine);
}

const datedLine = (line: Line) => findDates(line.text, 'DMY').length > 0;

/**
 * Automatic page segmentation (PSM 3) drops small print it takes for noise: the narrow column of
 * a cash invoice's "Inv No. / Date / Salesman" values beside the customer's address, a faint date
 * line under a receipt's header. A page read without a single date is read again as one block of
 * text (PSM 6), which keeps such a column, and the lines of that reading that hold a date take
 * the place of the lines they cover in the first; the rest of the first reading stays as read.
 * Measured on 134 generated receipt scans whose date was lost: PSM 6 found the right date on 19,
 * another date on 2 (docs/decisions/103-a-dateless-page-is-read-again-as-one-block.md).
 */
export async function withDatedLinesReadAgain(
  engine: OcrEngine,
  png: Buffer,
  lines: Line[],
  page: number,
  binarisation: Binarisation,
): Promise<Line[]> {
  const again = buildLines(
    joinSplitCapitals(await engine.recognize(png, 6, binarisation)),
    page,
    'ocr',
  );
  const dated = again.filter(datedLine);
  return dated.length === 0 ? lines : mergeLines(lines, dated);
}

/** The middle of one line lies within the height of the other: the same printed row. */
function sameRow(a: Line, b: Line): boolean {
  const within = (x: Line, y: Line) => {
    const middle = x.y + x.height / 2;
    return middle >= y.y && middle <= y.y + y.height;
  };
  return within(a, b) || within(b, a);
}

/** `lines` with each of `replacements` in place of the lines on its row, top to bottom. */
export function mergeLines(lines: readonly Line[], replacements: readonly Line[]): Line[] {
  const kept = lines.filter((line) => !replacements.some((r) => sameRow(line, r)));
  return [...kept, ...replacements]
    .sort((a, b) => a.y - b.y)
    .map((line, index) => (line.index === index ? line : { ...line, index }));
}
