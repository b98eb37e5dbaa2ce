import { createCanvas } from '@napi-rs/canvas';
import { OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PdfDocument } from '../text/pdfjs.js';
import type { RasterImage } from './raster.js';

type RenderParameters = Parameters<Awaited<ReturnType<PdfDocument['getPage']>>['render']>[0];

const MAX_PIXELS = 2600 * 3700;

/**
 * Renders one PDF page to RGBA pixels with pdf.js onto @napi-rs/canvas (prebuilt N-API binary, the
 * canvas pdf.js itself uses in Node). Chosen over spawning `pdftoppm`: no temp files, no
 * external binary to install, and the document is already parsed for its text layer.
 * OCR renders at the scan's own resolution (see scanResolution); thumbnails at far less.
 */
export async function renderPdfPage(
  doc: PdfDocument,
  number: number,
  dpi: number,
): Promise<RasterImage> {
  return renderPdfRegion(doc, number, dpi);
}

/**
 * One rectangle of a page (page units, y down), or the whole page, rendered as renderPdfPage
 * does. pdf.js still walks the whole page but paints only inside the canvas, so a footer band
 * costs a fraction of the page.
 */
export async function renderPdfRegion(
  doc: PdfDocument,
  number: number,
  dpi: number,
  region?: { x0: number; y0: number; x1: number; y1: number },
): Promise<RasterImage> {
  const page = await doc.getPage(number);
  const size = page.getViewport({ scale: 1 });
  // A poster-sized page at 300 dpi would need gigabytes; cap the canvas at ~A4 at 300 dpi.
  const cap = Math.sqrt(MAX_PIXELS / (size.width * size.height));
  const scale = Math.min(dpi / 72, cap);
  const box = region ?? { x0: 0, y0: 0, x1: size.width, y1: size.height };
  const viewport = page.getViewport({ scale, offsetX: -box.x0 * scale, offsetY: -box.y0 * scale });
  const canvas = createCanvas(
    Math.max(1, Math.ceil((box.x1 - box.x0) * scale)),
    Math.max(1, Math.ceil((box.y1 - box.y0) * scale)),
  );
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

/**
 * The resolution to render a scanned page at for OCR: the scan's own (its largest image's width
 * over the page width), between 150 and 300 dpi. Rendering a 200 dpi scan at 300 dpi only
 * interpolates pixels and costs twice the time in rendering and in OCR. The operator list is
 * cached by pdf.js, so the later render does not parse the page again.
 */
export async function scanResolution(doc: PdfDocument, number: number): Promise<number> {
  const page = await doc.getPage(number);
  const widthInches = page.getViewport({ scale: 1 }).width / 72;
  const ops = await page.getOperatorList();
  let widest = 0;
  ops.fnArray.forEach((fn, i) => {
    if (fn !== OPS.paintImageXObject) return;
    const width = Number((ops.argsArray[i] as unknown[])[1]);
    if (Number.isFinite(width)) widest = Math.max(widest, width);
  });
  if (widest === 0) return 300;
  return Math.round(Math.min(300, Math.max(150, widest / widthInches)));
}
