import { createCanvas } from '@napi-rs/canvas';
import type { PdfDocument } from '../text/pdfjs.js';
import type { RasterImage } from './raster.js';

type RenderParameters = Parameters<Awaited<ReturnType<PdfDocument['getPage']>>['render']>[0];

const MAX_PIXELS = 2600 * 3700;

/**
 * Renders one PDF page to RGBA pixels with pdf.js onto @napi-rs/canvas (prebuilt N-API binary, the
 * canvas pdf.js itself uses in Node). Chosen over spawning `pdftoppm`: no temp files, no
 * external binary to install, and the document is already parsed for its text layer.
 * `dpi` 300 is what tesseract reads best; thumbnails use far less.
 */
export async function renderPdfPage(
  doc: PdfDocument,
  number: number,
  dpi: number,
): Promise<RasterImage> {
  const page = await doc.getPage(number);
  const size = page.getViewport({ scale: 1 });
  // A poster-sized page at 300 dpi would need gigabytes; cap the canvas at ~A4 at 300 dpi.
  const cap = Math.sqrt(MAX_PIXELS / (size.width * size.height));
  const viewport = page.getViewport({ scale: Math.min(dpi / 72, cap) });
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  const context = canvas.getContext('2d');
  // Transparent areas would come out black in some consumers; paper is white.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  // pdf.js types its canvas as the DOM one; @napi-rs/canvas implements the same 2D API.
  const params = { canvas, canvasContext: context, viewport } as unknown as RenderParameters;
  await page.render(params).promise;
  page.cleanup();
  // The page was painted on opaque white, so premultiplied RGBA equals straight RGBA.
  return { data: canvas.data(), width: canvas.width, height: canvas.height };
}
