import { toDocumentText } from './fields/document-text.js';
import { extractFields, type FieldExtraction } from './fields/extract-fields.js';
import { withFieldsFromImages } from './fields/fields-from-images.js';
import { readImageWords } from './ocr/read-images.js';
import { buildLines, type Line } from './text/layout.js';
import type { PdfPageText } from './text/pdf-text.js';
import type { PdfDocument } from './text/pdfjs.js';

/**
 * The second pass of a text-layer PDF whose seller the first left incomplete (decision 084):
 * the first and the last text page are read again with the words of their pictures, and the
 * fields the first pass left empty are taken from that reading. Null when the pictures hold no
 * words. When only the tax id is missing, only pictures a third of the page wide are read
 * (a letterhead or legal footer band): many sellers have no tax id, and their logos and stamps
 * should not cost an OCR run each.
 */
export async function withPictureText(
  doc: PdfDocument,
  textPages: PdfPageText[],
  lines: Line[],
  first: FieldExtraction,
): Promise<{ lines: Line[]; fields: FieldExtraction } | null> {
  const minWidth = first.extractedData.vendor.name ? (textPages[0]?.width ?? 0) / 3 : 0;
  const looked = [...new Set([textPages[0], textPages.at(-1)])].filter((p) => p !== undefined);
  const rebuilt = new Map<number, Line[]>();
  for (const page of looked) {
    // The pictures are an extra: a picture pdf.js cannot paint or tesseract cannot read leaves
    // the page as its text layer has it, and the document is still read.
    const words = await readImageWords(doc, page.number, page.items, { minWidth }).catch(() => []);
    if (words.length === 0) continue;
    // Lines that hold OCR words say so, so OCR-aware rules and the UI treat them so.
    const merged = buildLines([...page.items, ...words], page.number).map((line) =>
      line.confidence < 1 ? { ...line, source: 'ocr' as const } : line,
    );
    rebuilt.set(page.number, merged);
  }
  if (rebuilt.size === 0) return null;
  const withWords = [...new Set(lines.map((l) => l.page))].flatMap(
    (page) => rebuilt.get(page) ?? lines.filter((l) => l.page === page),
  );
  const second = extractFields(toDocumentText(withWords, 'text'), first.type);
  return { lines: withWords, fields: withFieldsFromImages(first, second) };
}
