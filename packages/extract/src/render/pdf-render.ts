import { createCanvas } from '@napi-rs/canvas';
import type { PdfDocument } from '../text/pdfjs.js';

type RenderParameters = Parameters<Awaited<ReturnType<PdfDocument['getPage']>>['render']>[0];

/**
 * Renders one PDF page to PNG with pdf.js onto @napi-rs/canvas (prebuilt N-API binary, the
 * canvas pdf.js itself uses in Node). Chosen over spawning `pdftoppm`: no temp files, no
 * external binary to install, and the document is already parsed for its text layer.
 * `dpi` 300 is what tesseract reads best; thumbnails use far less.
 */
export async function renderPdfPage(
  doc: PdfDocument,
  number: number,
  dpi: number,
): Promise<Buffer> {
  const page = await doc.getPage(number);
  const viewport = page.getViewport({ scale: dpi / 72 });
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  const context = canvas.getContext('2d');
  // Transparent areas would come out black in some consumers; paper is white.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  // pdf.js types its canvas as the DOM one; @napi-rs/canvas implements the same 2D API.
  const params = { canvas, canvasContext: context, viewport } as unknown as RenderParameters;
  await page.render(params).promise;
  page.cleanup();
  return canvas.toBuffer('image/png');
}
