import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { closeOcr, extractDocument } from '../src/index.js';
import { fixture } from './fixtures.js';

/**
 * A PDF whose first page has a text layer and whose second page is a scan (a picture of an
 * invoice, no text), as when a cover letter and a scanned invoice are merged.
 */
async function mixedPdf(scan: Buffer): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const cover = pdf.addPage([612, 792]);
  cover.drawText('Invoice No. MX-2024-77', { x: 72, y: 700, size: 12, font });
  cover.drawText('Please find the scanned invoice attached on the next page.', {
    x: 72,
    y: 680,
    size: 12,
    font,
  });
  const image = await pdf.embedPng(scan);
  // Letter size at 200 dpi, as a desktop scanner would produce.
  pdf.addPage([612, 792]).drawImage(image, { x: 0, y: 0, width: 612, height: 792 });
  return pdf.save();
}

/** A small, slightly skewed JPEG of a till receipt, like a phone snapshot cropped to the slip. */
async function receiptPhoto(angle = 1.5): Promise<Buffer> {
  const lines = [
    'CORNER BAKERY',
    '18 Mill Lane, Bristol BS1 4DJ',
    '',
    'Receipt No. 20931',
    'Date: 14/03/2024 08:12',
    '',
    'Flat white           3.20',
    'Almond croissant     2.85',
    '',
    'TOTAL           GBP  6.05',
    'Card                 6.05',
    'Thank you!',
  ];
  const text = lines
    .map(
      (l, i) =>
        `<text x="14" y="${30 + i * 22}" font-family="monospace" font-size="15">${l}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="300"><rect width="100%" height="100%" fill="#f4f1ea"/>${text}</svg>`;
  return sharp(Buffer.from(svg))
    .rotate(angle, { background: '#f4f1ea' })
    .jpeg({ quality: 70 })
    .toBuffer();
}

afterAll(closeOcr);

describe('OCR (slow: a few seconds per page)', () => {
  it('OCRs the scanned page of a mixed PDF; each field names the source it was read from', async () => {
    const result = await extractDocument(
      await mixedPdf(fixture('invoices/SammyMaystoneLinesTest.png')),
    );
    expect(result.pages.map((p) => p.source)).toEqual(['text', 'ocr']);
    expect(result.fieldMeta.invoiceNumber?.source).toBe('text');
    expect(result.fieldMeta.totalAmount?.source).toBe('ocr');
    expect(result.extractedData).toMatchObject({
      invoiceNumber: 'MX-2024-77',
      issueDate: '2022-01-01',
      dueDate: '2022-01-31',
      totalAmount: 12750,
      currency: 'USD',
    });
    expect(result.durationsMs.ocr).toBeGreaterThan(0);
  });

  it('reads a small receipt photo (JPEG, skewed, upscaled 2x before OCR)', async () => {
    const result = await extractDocument(await receiptPhoto());
    expect(result.fileType).toBe('jpeg');
    expect(result.type).toBe('receipt');
    expect(result.extractedData).toMatchObject({
      invoiceNumber: '20931',
      transactionDate: '2024-03-14',
      totalAmount: 605,
      currency: 'GBP',
      vendor: { name: 'CORNER BAKERY' },
    });
    expect(result.fieldMeta.totalAmount?.source).toBe('ocr');
  });

  it.each([-8, 6])('levels a receipt photographed %s° askew before reading it', async (angle) => {
    const result = await extractDocument(await receiptPhoto(angle));
    expect(result.extractedData).toMatchObject({
      invoiceNumber: '20931',
      transactionDate: '2024-03-14',
      totalAmount: 605,
      vendor: { name: 'CORNER BAKERY' },
    });
  });

  it('falls back to tesseract.js with bundled eng+deu data when asked (no download)', async () => {
    process.env.PAPERTRAY_OCR = 'tesseract.js';
    try {
      const result = await extractDocument(fixture('invoices/FlipkartInvoice.png'));
      expect(result.pages[0]?.source).toBe('ocr');
      expect(result.extractedData.totalAmount).toBe(31900);
      expect(result.extractedData.issueDate).toBe('2015-10-20');
    } finally {
      delete process.env.PAPERTRAY_OCR;
    }
  }, 120_000);
});
