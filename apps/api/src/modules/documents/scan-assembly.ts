export interface ScannedPage {
  filename: string;
  content: Buffer;
}

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
 * One PDF from the pages of a mobile scan, in page order (./scan-pdf.ts). pdf-lib and sharp load
 * on the first scan: a process that never assembles one need not map them (decision 041). The
 * local module is what is imported lazily: the bundler keeps named imports of a bundled CommonJS
 * package (pdf-lib) working inside it, where `import('pdf-lib')` itself yields only `default`.
 */
export async function assembleScanPdf(pages: ScannedPage[]): Promise<Buffer> {
  const { scanPdf } = await import('./scan-pdf');
  return scanPdf(inPageOrder(pages));
}
