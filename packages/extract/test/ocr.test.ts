import { PDFDocument } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { closeOcr, extractDocument } from '../src/index.js';
import { fixture } from './fixtures.js';

/** A scan: a PDF whose only content is a picture of an invoice, no text layer. */
async function scannedPdf(png: Buffer): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const image = await pdf.embedPng(png);
  // Letter size at 200 dpi, as a desktop scanner would produce.
  const page = pdf.addPage([612, 792]);
  page.drawImage(image, { x: 0, y: 0, width: 612, height: 792 });
  return pdf.save();
}

afterAll(closeOcr);

describe('OCR (slow: a few seconds per page)', () => {
  it('reads a scanned PDF page through rendering and OCR', async () => {
    const result = await extractDocument(
      await scannedPdf(fixture('invoices/SammyMaystoneLinesTest.png')),
    );
    expect(result.pages[0]?.source).toBe('ocr');
    expect(result.fieldMeta.totalAmount?.source).toBe('ocr');
    expect(result.extractedData).toMatchObject({
      invoiceNumber: 'invoice_number_1',
      issueDate: '2022-01-01',
      dueDate: '2022-01-31',
      totalAmount: 12750,
      currency: 'USD',
    });
    expect(result.durationsMs.ocr).toBeGreaterThan(0);
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
