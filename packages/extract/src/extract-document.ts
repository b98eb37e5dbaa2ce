import os from 'node:os';
import { describeFileType, detectFileType } from './detect/file-type.js';
import { applyEInvoice } from './einvoice/apply-einvoice.js';
import { findEInvoiceInPdf } from './einvoice/embedded-files.js';
import { parseEInvoice, type EInvoice } from './einvoice/parse-einvoice.js';
import { CorruptFileError, ExtractError, UnsupportedFileTypeError } from './errors.js';
import { documentTextFromPlain, toDocumentText } from './fields/document-text.js';
import { extractFields, type FieldExtraction } from './fields/extract-fields.js';
import { sellerIncomplete } from './fields/fields-from-images.js';
import { prepareForOcr } from './ocr/prepare-image.js';
import { withPictureText } from './pictures-pass.js';
import { readPicture } from './ocr/read-page.js';
import { renderPdfPage, scanResolution } from './render/pdf-render.js';
import type { RasterImage } from './render/raster.js';
import type { TDocumentType, TExtractionResult } from './schema.js';
import type { Line } from './text/layout.js';
import { needsOcr, readPdfPageText, type PdfPageText } from './text/pdf-text.js';
import { embeddedXmlFiles, openPdf, type PdfDocument } from './text/pdfjs.js';

export interface ExtractOptions {
  /** Original file name; informational only, the type always comes from the bytes. */
  filename?: string;
  hints?: {
    /** A type the user already chose; classification is then skipped. */
    type?: TDocumentType;
  };
  /**
   * Scanned pages beyond this are not OCRed (their text stays empty): fields sit on the first
   * pages, and OCR costs one to two seconds per page. Default 5.
   */
  maxOcrPages?: number;
  /**
   * Read an e-invoice embedded in a PDF (default true). The benchmark turns it off to measure
   * the text path on the same PDFs.
   */
  readEInvoice?: boolean;
  /** Also return the lines with their positions (`layout`), e.g. to apply learned fields. */
  layout?: boolean;
}

/** Scanned pages OCRed at once: each tesseract process uses one core (OMP_THREAD_LIMIT=1). */
const OCR_CONCURRENCY = Math.max(1, Math.min(2, os.availableParallelism()));

type Page = TExtractionResult['pages'][number];

/**
 * One entry point: bytes in, document out. Throws only ExtractError subclasses
 * (unsupported type, encrypted or corrupt PDF, OCR failure), never anything untyped.
 */
export async function extractDocument(
  buffer: Uint8Array,
  options: ExtractOptions = {},
): Promise<TExtractionResult> {
  const started = performance.now();
  // Per step, summed over pages; OCR of pages overlaps, so steps may add up to more than total.
  const durationsMs: Record<string, number> = {};
  const timed = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
    const t = performance.now();
    try {
      return await work();
    } finally {
      durationsMs[name] = Math.round((durationsMs[name] ?? 0) + performance.now() - t);
    }
  };

  const fileType = await timed('detect', () => detectFileType(buffer));
  if (!fileType) throw new UnsupportedFileTypeError(await describeFileType(buffer));

  let pages: Page[];
  let lines: Line[];
  let fields: FieldExtraction;
  let eInvoice: EInvoice | null = null;
  let pageCount = 1;
  let doc: PdfDocument | null = null;
  const textPages: PdfPageText[] = [];

  try {
    if (fileType === 'xml') {
      eInvoice = parseEInvoice(buffer);
      // The root said e-invoice, but the content is not one we can read.
      if (!eInvoice) throw new CorruptFileError('e-invoice XML');
      const text = xmlText(buffer);
      pages = [{ number: 1, text, source: 'xml' }];
      lines = documentTextFromPlain(text).lines;
    } else if (fileType === 'pdf') {
      const pdf = (doc = await timed('open', () => openPdf(buffer)));
      pageCount = pdf.numPages;
      eInvoice = await timed('einvoice', async () =>
        options.readEInvoice === false
          ? null
          : findEInvoiceInPdf(buffer, () => embeddedXmlFiles(pdf)),
      );
      const read: Array<{ lines: Line[]; source: Page['source'] }> = [];
      const scanned: number[] = [];
      for (let number = 1; number <= pageCount; number++) {
        const page = await timed('text', () =>
          asCorrupt('PDF', () => readPdfPageText(pdf, number)),
        );
        const ocr = needsOcr(page) && !eInvoice && scanned.length < (options.maxOcrPages ?? 5);
        if (ocr) scanned.push(number);
        else if (!needsOcr(page)) textPages.push(page);
        read.push({ lines: page.lines, source: ocr ? 'ocr' : 'text' });
      }
      // Rendering runs here while tesseract reads the previous page in its own process.
      await forEachConcurrently(scanned, OCR_CONCURRENCY, async (number) => {
        const picture = await timed('render', () =>
          asCorrupt('PDF', async () =>
            renderPdfPage(pdf, number, await scanResolution(pdf, number)),
          ),
        );
        (read[number - 1] as (typeof read)[number]).lines = await timed('ocr', () =>
          ocrLines(picture, number),
        );
      });
      lines = read.flatMap((p) => p.lines);
      pages = read.map((p, i) => ({
        number: i + 1,
        text: p.lines.map((l) => l.text).join('\n'),
        source: p.source,
      }));
    } else {
      lines = await timed('ocr', () => ocrLines(buffer, 1));
      pages = [{ number: 1, text: lines.map((l) => l.text).join('\n'), source: 'ocr' }];
    }

    const ocrPages = pages.filter((p) => p.source === 'ocr').length;
    const source = ocrPages > pages.length / 2 ? 'ocr' : 'text';
    fields = await timed('fields', async () =>
      extractFields(toDocumentText(lines, source), options.hints?.type),
    );
    if (doc && source === 'text' && !eInvoice && sellerIncomplete(fields)) {
      const [pdf, first] = [doc, fields];
      const completed = await timed('pictures', () =>
        withPictureText(pdf, textPages, lines, first),
      );
      if (completed) {
        ({ lines, fields } = completed);
        const onPage = (n: number) => lines.filter((l) => l.page === n).map((l) => l.text);
        pages = pages.map((p) =>
          p.source === 'text' ? { ...p, text: onPage(p.number).join('\n') } : p,
        );
      }
    }
  } finally {
    await doc?.loadingTask.destroy();
  }
  if (eInvoice) applyEInvoice(fields, eInvoice, options.hints?.type);

  durationsMs.total = Math.round(performance.now() - started);
  return {
    fileType,
    pageCount,
    text: pages.map((p) => p.text).join('\f'),
    pages,
    type: fields.type,
    extractedData: fields.extractedData,
    fieldMeta: fields.fieldMeta,
    durationsMs,
    ...(options.layout
      ? {
          layout: lines.map(({ page, y, height, segments }) => ({
            page,
            y,
            height,
            segments: segments.map(({ text, x0, x1 }) => ({ text, x0, x1 })),
          })),
        }
      : {}),
  };
}

async function ocrLines(image: Uint8Array | RasterImage, page: number): Promise<Line[]> {
  return readPicture(await asCorrupt('image', () => prepareForOcr(image)), page);
}

async function forEachConcurrently<T>(
  items: T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  const queue = [...items];
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
  };
  await Promise.all(Array.from({ length: Math.min(limit, queue.length) }, worker));
}

/** Failures of a parser on damaged bytes become CorruptFileError; our own errors pass as they are. */
async function asCorrupt<T>(what: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ExtractError) throw error;
    throw new CorruptFileError(what, { cause: error });
  }
}

/** The readable text of an XML e-invoice, for search: element contents, one per line. */
function xmlText(buffer: Uint8Array): string {
  return Buffer.from(buffer)
    .toString('utf8')
    .replace(/<[^>]+>/g, '\n')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .join('\n');
}
