import type { PdfDocument } from './pdfjs.js';
import { buildLines, type Line, type TextItem } from './layout.js';

export interface PdfPageText {
  number: number;
  width: number;
  height: number;
  lines: Line[];
  /** The text items the lines were built from, for adding words read from the page's images. */
  items: TextItem[];
  /** Characters that are letters or digits; a scan has none or a few stray ones. */
  meaningfulChars: number;
}

/** Text items with positions from one page, turned into lines (y grows downwards). */
export async function readPdfPageText(doc: PdfDocument, number: number): Promise<PdfPageText> {
  const page = await doc.getPage(number);
  const viewport = page.getViewport({ scale: 1 });
  const content = await page.getTextContent();
  const items: TextItem[] = [];
  for (const item of content.items) {
    if (!('str' in item) || item.str.trim() === '') continue;
    // The transform maps text space to the page; [4],[5] is the baseline origin in PDF units.
    const [x, baseline] = viewport.convertToViewportPoint(item.transform[4], item.transform[5]);
    const height = item.height || Math.hypot(item.transform[2], item.transform[3]);
    items.push({ text: item.str, x, y: baseline - height, width: item.width, height });
  }
  page.cleanup();
  const lines = buildLines(items, number);
  const meaningfulChars = lines.reduce(
    (n, l) => n + (l.text.match(/[\p{L}\p{N}]/gu)?.length ?? 0),
    0,
  );
  return { number, width: viewport.width, height: viewport.height, lines, items, meaningfulChars };
}

/**
 * A page whose text layer carries too little to be read: scans, or scans with an invisible
 * OCR layer of a few words. Such pages go through our own OCR.
 */
export function needsOcr(page: PdfPageText): boolean {
  return page.meaningfulChars < 40;
}
