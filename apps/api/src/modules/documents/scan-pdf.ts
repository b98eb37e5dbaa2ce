import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import type { ScannedPage } from './scan-assembly';

/** A4 width in PDF points; pages keep the photo's aspect ratio. */
const PAGE_WIDTH_PT = 595;
/** Phone photos are 12+ MP; 2000 px across is ~240 dpi on A4, plenty for reading and OCR. */
const MAX_SIDE_PX = 2000;

/**
 * One PDF page per photo, in the order given. Each photo is normalised first: turned upright by
 * its EXIF orientation, bounded in size and re-encoded as JPEG, so PNG and WebP pages embed the
 * same way.
 */
export async function scanPdf(pages: ScannedPage[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setProducer('Papertray');
  for (const page of pages) {
    const jpeg = await sharp(page.content)
      .rotate()
      .resize({ width: MAX_SIDE_PX, height: MAX_SIDE_PX, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85 })
      .toBuffer();
    const image = await pdf.embedJpg(jpeg);
    const height = (image.height / image.width) * PAGE_WIDTH_PT;
    pdf.addPage([PAGE_WIDTH_PT, height]).drawImage(image, {
      x: 0,
      y: 0,
      width: PAGE_WIDTH_PT,
      height,
    });
  }
  return Buffer.from(await pdf.save());
}
