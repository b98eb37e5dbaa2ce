import { CorruptFileError, UnsupportedFileTypeError } from './errors.js';
import { renderPdfPage } from './render/pdf-render.js';
import { sharpFrom, type RasterImage } from './render/raster.js';
import type { TFileType } from './schema.js';
import { openPdf } from './text/pdfjs.js';

export interface Thumbnail {
  data: Buffer;
  mimeType: 'image/webp';
  width: number;
  height: number;
}

/**
 * A small WebP preview: the first page of a PDF (same pdf.js rendering as for OCR) or the
 * image itself, EXIF-rotated, `width` pixels wide (default 320).
 */
export async function renderThumbnail(
  buffer: Uint8Array,
  fileType: TFileType,
  { width = 320 }: { width?: number } = {},
): Promise<Thumbnail> {
  let source: Uint8Array | RasterImage;
  if (fileType === 'pdf') {
    const doc = await openPdf(buffer);
    try {
      const page = await doc.getPage(1);
      const pointsWide = page.getViewport({ scale: 1 }).width;
      // Render at twice the target width, then downscale: sharper text than rendering small.
      source = await renderPdfPage(doc, 1, Math.max(36, ((width * 2) / pointsWide) * 72));
    } finally {
      await doc.loadingTask.destroy();
    }
  } else if (fileType === 'xml') {
    throw new UnsupportedFileTypeError('XML (an e-invoice has no page to preview)');
  } else {
    source = buffer;
  }
  try {
    const { data, info } = await sharpFrom(source)
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    return { data, mimeType: 'image/webp', width: info.width, height: info.height };
  } catch (error) {
    throw new CorruptFileError('image', { cause: error });
  }
}
