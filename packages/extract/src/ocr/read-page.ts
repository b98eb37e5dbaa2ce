import { buildLines, type Line, type TextItem } from '../text/layout.js';
import { amountEvidence, amountScore, amountsLookLost } from './amount-column.js';
import { mendBrokenDates } from './broken-dates.js';
import { holdsDate, withDatedLinesReadAgain } from './dated-lines.js';
import { mendLegalForms } from './legal-form.js';
import { mendReceiptRows } from './mend-receipt.js';
import { mendNumberSigns } from './number-sign.js';
import { joinSplitCapitals } from './split-capitals.js';
import { mendTaxNumbers } from './tax-number.js';
import { poorReading, readingScore, rotatePng, type PreparedPicture } from './prepare-image.js';
import { ocrEngine, type Binarisation, type OcrEngine } from './tesseract.js';
import type { Box } from './tsv.js';
import { withUnreadRegionsReadAgain } from './unread-regions.js';

/** Reads a picture prepared by prepareForOcr (./prepare-image.ts); [] for a blank page. */
export async function readPicture(
  prepared: Pick<PreparedPicture, 'png' | 'blank'> & Partial<Pick<PreparedPicture, 'lines'>>,
  page: number,
): Promise<Line[]> {
  if (prepared.blank) return [];
  const { png, lines: direction = 'unsure' } = prepared;
  const engine = ocrEngine();
  const first = await engine.read(png);
  let reading: Reading = { items: first.words, unread: first.unread };
  // A page scanned sideways or upside down reads as noise: turn the picture and read again.
  if (poorReading(reading.items)) reading = await readTurned(engine, png, reading.items, direction);
  // Turned first: a sideways page read again with another threshold is still sideways.
  reading = await readThresholdedLocally(engine, reading.png ?? png, page, reading);
  const read = reading.png ?? png;
  const binarisation = reading.binarisation ?? 'global';
  // Blocks of lines the kept reading found and read as nothing: read again alone.
  const items = reading.unread
    ? await withUnreadRegionsReadAgain(
        engine,
        read,
        { words: reading.items, unread: reading.unread },
        binarisation,
      )
    : reading.items;
  const lines = await readColumnsAgain(engine, read, items, page, binarisation);
  const mended = mendReading(lines);
  // The issue date is on the first page: later pages without one are not read again.
  if (page !== 1 || holdsDate(mended)) return mended;
  return mendReading(await withDatedLinesReadAgain(engine, read, lines, page, binarisation));
}

/** The misreadings of a receipt scan that have a known shape, mended line by line. */
function mendReading(lines: Line[]): Line[] {
  return mendReceiptRows(mendLegalForms(mendNumberSigns(mendBrokenDates(mendTaxNumbers(lines)))));
}

interface Reading {
  items: TextItem[];
  /** Where tesseract found print and read nothing (./unread-regions.ts); not kept for turns. */
  unread?: Box[];
  /** The picture as it was read, when it had to be turned. */
  png?: Buffer;
  /** How tesseract binarised the picture for this reading (global when not said). */
  binarisation?: Binarisation;
}

/**
 * The local reading must read this much more than the first: with about as much read, the two
 * differ in a misread digit here and there (a total 74.01 read 54.01 once), not in lost lines.
 */
const LOCAL_MARGIN = 1.1;

/**
 * Tesseract binarises a page with one threshold (Otsu). Uneven light (a shadow over part of a
 * photo, light falling off towards a scanner's edge), faint thermal print and grainy scans then
 * lose whole lines or blocks: the company and date under a shadow, a totals block that came back
 * as noise. A reading that says little (poor) or whose amounts look lost is read again with a
 * threshold per neighbourhood (Sauvola, tesseract's own `thresholding_method=2`) and the reading
 * with clearly more confidently read text (by LOCAL_MARGIN) is kept. Only then: Sauvola for
 * every picture loses pages it reads as nothing and costs a second reading of every page
 * (docs/decisions/087-ocr-photos-and-faint-scans.md).
 */
export async function readThresholdedLocally(
  engine: Pick<OcrEngine, 'read'>,
  png: Buffer,
  page: number,
  first: Reading,
): Promise<Reading> {
  const weak =
    poorReading(first.items) ||
    amountsLookLost(amountEvidence(buildLines(joinSplitCapitals(first.items), page, 'ocr')));
  if (!weak) return first;
  const local = await engine.read(first.png ?? png, 3, 'local');
  return readingScore(local.words) > readingScore(first.items) * LOCAL_MARGIN
    ? {
        items: local.words,
        png: first.png,
        binarisation: 'local',
        unread: first.png ? undefined : local.unread,
      }
    : first;
}

/**
 * Automatic page segmentation (PSM 3) now and then takes a receipt's right-aligned price column
 * for a block of its own and loses it, or sets the prices on lines of their own: then "Total",
 * "Cash" and "Change" stand without their amounts. Such a reading is read again as one column
 * (PSM 4), and the reading whose amounts are more complete and add up is kept. Only then: PSM 4
 * for every picture was measured worse overall (docs/decisions/081-ocr-re-read-columns.md).
 */
export async function readColumnsAgain(
  engine: Pick<OcrEngine, 'recognize'>,
  png: Buffer,
  items: TextItem[],
  page: number,
  binarisation: Binarisation = 'global',
): Promise<Line[]> {
  const first = buildLines(joinSplitCapitals(items), page, 'ocr');
  const evidence = amountEvidence(first);
  if (!amountsLookLost(evidence)) return first;
  const again = buildLines(
    joinSplitCapitals(await engine.recognize(png, 4, binarisation)),
    page,
    'ocr',
  );
  return amountScore(amountEvidence(again)) > amountScore(evidence) ? again : first;
}

/**
 * The best reading among the turns of a picture whose first reading was poor. When its print
 * showed lines running across (./line-direction.ts), only a half turn is left to try: the
 * picture is upside down, or was turned a quarter the wrong way round, or its print is faint and
 * no turn helps. Otherwise the quarter turns too: tesseract's orientation detection (OSD) first,
 * then the other turns, sideways before upside down, stopping at the first reading that is not
 * poor. OSD is unsure on narrow receipts (measured: a sideways till receipt got "270°,
 * confidence 0.2" where 90° was right), so its guess only orders the tries.
 */
async function readTurned(
  engine: OcrEngine,
  png: Buffer,
  upright: TextItem[],
  lines: PreparedPicture['lines'],
): Promise<Reading> {
  let best: Reading = { items: upright };
  const tryTurn = async (turn: number) => {
    const turned = await rotatePng(png, turn);
    const items = await engine.recognize(turned);
    if (readsAlongLines(items) && readingScore(items) > readingScore(best.items))
      best = { items, png: turned };
  };
  if (lines === 'across') {
    await tryTurn(180);
    return best;
  }
  const guess = engine.orientation ? await engine.orientation(png) : null;
  if (guess === null && !engine.orientation) return best;
  for (const turn of new Set([guess ?? 90, 90, 270, 180])) {
    if (turn === 0) continue;
    await tryTurn(turn);
    if (!poorReading(best.items)) break;
  }
  return best;
}

/**
 * Whether a reading follows lines of text: most of its words (of three letters or digits and
 * more) are wider than tall. Turned a quarter, an upright page's lines stand on end, and
 * tesseract reads them as vertical text: confident words in boxes taller than wide, set on
 * "lines" that run across the receipt's columns ("ZR Tax ChangeCash Total MILO"). Such a reading
 * outscored a faint upright reading that had found little, and the upright picture was never
 * read again.
 */
export function readsAlongLines(words: TextItem[]): boolean {
  const long = words.filter((w) => w.text.replace(/[^\p{L}\p{N}]/gu, '').length >= 3);
  return long.length > 0 && long.filter((w) => w.width >= w.height).length * 2 >= long.length;
}
