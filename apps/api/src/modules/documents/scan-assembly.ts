export interface ScannedPage {
  filename: string;
  content: Buffer;
}

/** A4 width in PDF points; pages keep the photo's aspect ratio. */
const PAGE_WIDTH_PT = 595;
/** Phone photos are 12+ MP; 2000 px across is ~240 dpi on A4, plenty for reading and OCR. */
const MAX_SIDE_PX = 2000;

/** scan_3.jpg is page 3; pages without a number keep their arrival order after numbered ones. */
function pageNumber(filename: string): number {
  const match = /(\d+)(?=\.[a-z0-9]+$|$)/i.exec(filename);
  return match ? Number(match[1]) : Number.MAX_SAFE_INTEGER;
}

export function inPageOrder(pages: ScannedPage[]): ScannedPage[] {
  return pages
    .map((page, arrival) => ({ page, arrival }))
    .sort(
      (a, b) => pageNumber(a.page.filename) - pageNumber(b.page.filename) || a.arrival - b.arrival,
    )
    .map(({ page }) => page);
}

/**
 * One PDF from the pages of a mobile scan, in page order. Each photo is normalised first: turned
 * upright by its EXIF orientation, bounded in size and re-encoded as JPEG, so PNG and WebP
 * pages embed the same way.
 */
export async function assembleScanPdf(pages: ScannedPage[]): Promise<Buffer> {
  // Loaded on the first scan: a process that never assembles one need not map them (041).
  const [{ PDFDocument }, { default: sharp }] = await Promise.all([
    import('pdf-lib'),
    import('sharp'),
  ]);
  const pdf = await PDFDocument.create();
  pdf.setProducer('Papertray');
  for (const page of inPageOrder(pages)) {
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
