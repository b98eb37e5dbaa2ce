import { renderPdfRegion } from '../render/pdf-render.js';
import { sharpFrom } from '../render/raster.js';
import { imageBoxes, type PageBox } from '../text/image-boxes.js';
import type { TextItem } from '../text/layout.js';
import type { PdfDocument } from '../text/pdfjs.js';
import { ocrEngine } from './tesseract.js';

/** Pictures narrower than this (points) hold an icon or a stamp, not a company's data. */
const MIN_WIDTH = 60;
/** Two lines of small print: a picture lower than this cannot hold a company's data. */
const MIN_HEIGHT = 16;
/** A picture under more text-layer runs than this is a background the text is printed on. */
const MAX_TEXT_RUNS_ON_PICTURE = 2;
/** Words tesseract is less sure of than this are mostly shapes read as letters. */
const MIN_CONFIDENCE = 0.3;

/**
 * The words of a picture that holds lines of text: the sure ones, and letters and digits even
 * when unsure. Tesseract rates long ids low, even 0, when it reads them right ("FR76716673315…"
 * in an 8 pt footer came back whole at confidence 0).
 */
const kept = (w: TextItem) =>
  (w.confidence ?? 0) >= MIN_CONFIDENCE || /[\p{L}\p{N}]{4}/u.test(w.text);
const DPI = 300;

const boxOf = (i: TextItem): PageBox => ({
  x0: i.x,
  y0: i.y,
  x1: i.x + i.width,
  y1: i.y + i.height,
});

const overlaps = (b: PageBox, i: TextItem) =>
  i.x < b.x1 && i.x + i.width > b.x0 && i.y < b.y1 && i.y + i.height > b.y0;

const centreInside = (b: PageBox, i: TextItem) => {
  const x = i.x + i.width / 2;
  const y = i.y + i.height / 2;
  return x >= b.x0 && x <= b.x1 && y >= b.y0 && y <= b.y1;
};

/** How many lines of text the words stand on (words whose middles share a band are one line). */
function textLines(words: TextItem[]): number {
  const sorted = [...words].sort((a, b) => a.y + a.height / 2 - (b.y + b.height / 2));
  let lines = 0;
  let last = -Infinity;
  for (const word of sorted) {
    const middle = word.y + word.height / 2;
    if (middle - last > word.height * 0.6) lines++;
    last = middle;
  }
  return lines;
}

/**
 * Words printed inside the pictures of a text-layer page (a letterhead or a footer pasted in as
 * an image), read by OCR and placed where they are on the page, in page units. Pictures with
 * text-layer runs on them (backgrounds), icons, stamps and pictures narrower than `minWidth`
 * are skipped, and so are pictures that hold less than two lines (a logo's word); words the text
 * layer already has are dropped. Each picture costs a render of its rectangle and a tesseract
 * run, so callers ask for it only when the text layer lacks something.
 */
export async function readImageWords(
  doc: PdfDocument,
  number: number,
  textItems: TextItem[],
  { minWidth = MIN_WIDTH }: { minWidth?: number } = {},
): Promise<TextItem[]> {
  const pictures = (await imageBoxes(doc, number)).filter(
    (b) =>
      b.x1 - b.x0 >= Math.max(MIN_WIDTH, minWidth) &&
      b.y1 - b.y0 >= MIN_HEIGHT &&
      textItems.filter((i) => centreInside(b, i)).length <= MAX_TEXT_RUNS_ON_PICTURE,
  );
  const engine = ocrEngine();
  const words: TextItem[] = [];
  for (const box of pictures) {
    const picture = await renderPdfRegion(doc, number, DPI, box);
    const scale = picture.width / (box.x1 - box.x0);
    const png = await sharpFrom(picture)
      .toColourspace('b-w')
      .png({ compressionLevel: 1 })
      .toBuffer();
    const read = await engine.recognize(png);
    // A logo's word is a brand mark, not the company's data: a letterhead or footer has lines.
    if (textLines(read.filter((w) => (w.confidence ?? 0) >= MIN_CONFIDENCE)) < 2) continue;
    for (const word of read.filter(kept)) {
      words.push({
        text: word.text,
        x: box.x0 + word.x / scale,
        y: box.y0 + word.y / scale,
        width: word.width / scale,
        height: word.height / scale,
        // Below 1, so the line builder's confidence tells the lines that hold OCR words apart.
        confidence: Math.min(word.confidence ?? 0, 0.99),
      });
    }
  }
  return words.filter((w) => !textItems.some((i) => overlaps(boxOf(w), i)));
}
