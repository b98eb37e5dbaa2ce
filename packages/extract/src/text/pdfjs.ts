import { createRequire } from 'node:module';
import path from 'node:path';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { CorruptFileError, EncryptedPdfError } from '../errors.js';

/**
 * pdf.js reads fonts, colour profiles and image decoders (JBIG2, JPEG 2000 — common in scans)
 * from files it ships; without these paths Node renders blank glyphs and cannot decode scans.
 */
const pdfjsRoot = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
const assets = {
  standardFontDataUrl: `${pdfjsRoot}/standard_fonts/`,
  cMapUrl: `${pdfjsRoot}/cmaps/`,
  wasmUrl: `${pdfjsRoot}/wasm/`,
  iccUrl: `${pdfjsRoot}/iccs/`,
};

export type PdfDocument = PDFDocumentProxy;

/**
 * Opens a PDF with pdf.js (legacy build, the one meant for Node). Password-protected files and
 * broken files become typed errors; a PDF with an empty user password opens normally, as any
 * viewer would open it.
 */
export async function openPdf(buf: Uint8Array): Promise<PdfDocument> {
  // pdf.js takes ownership of (and detaches) the buffer it is given, so it gets a copy.
  const task = pdfjs.getDocument({
    data: new Uint8Array(buf),
    ...assets,
    cMapPacked: true,
    verbosity: pdfjs.VerbosityLevel.ERRORS,
  });
  try {
    const doc = await task.promise;
    // Truncated files often open (pdf.js repairs what it can) and fail on the first page.
    await doc.getPage(1);
    return doc;
  } catch (error) {
    await task.destroy();
    if (error instanceof pdfjs.PasswordException) throw new EncryptedPdfError({ cause: error });
    throw new CorruptFileError('PDF', { cause: error });
  }
}

/** XML files embedded in the PDF (ZUGFeRD / Factur-X put the e-invoice there). */
export async function embeddedXmlFiles(
  doc: PdfDocument,
): Promise<Array<{ filename: string; content: Uint8Array }>> {
  const attachments = await doc.getAttachments().catch(() => null);
  if (!attachments) return [];
  const files: Array<{ filename: string; content: Uint8Array }> = [];
  for (const [id, attachment] of attachments) {
    if (!/\.xml$/i.test(attachment.filename)) continue;
    const content = attachment.content ?? (await doc.getAttachmentContent(id).catch(() => null));
    if (content) files.push({ filename: attachment.filename, content });
  }
  return files;
}
