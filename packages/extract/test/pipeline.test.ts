import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { AFRelationship, PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  CorruptFileError,
  detectFileType,
  EncryptedPdfError,
  extractDocument,
  renderThumbnail,
  UnsupportedFileTypeError,
  ZExtractionResult,
} from '../src/index.js';
import type { ExtractError } from '../src/index.js';
import { actualValue, BENCH_FIELDS, expectedValue, type Label } from '../bench/labels.js';
import { ciiInvoice, ublInvoice } from './einvoice-xml.js';
import { fixture, invoicesDir } from './fixtures.js';

const labels = JSON.parse(readFileSync(path.join(invoicesDir, 'labels.json'), 'utf8')) as Label[];
const pdfLabels = labels.filter((l) => readdirSync(invoicesDir).includes(l.file));

describe('real invoices with a text layer', () => {
  it('reads at least 90% of the labelled fields, and the result matches the schema', async () => {
    let right = 0;
    let labelled = 0;
    for (const label of pdfLabels) {
      const result = await extractDocument(fixture(`invoices/${label.file}`));
      ZExtractionResult.parse(result);
      expect(result.fileType).toBe('pdf');
      expect(result.pages.every((p) => p.source === 'text')).toBe(true);
      for (const field of BENCH_FIELDS) {
        const expected = expectedValue(label, field);
        if (expected === null) continue;
        labelled++;
        if (actualValue(result, field) === expected) right++;
      }
    }
    expect(labelled).toBeGreaterThan(50);
    expect(right / labelled).toBeGreaterThanOrEqual(0.9);
  });

  it.each(pdfLabels.map((l) => [l.file, l] as const))(
    '%s: number, date and total are right',
    async (file, label) => {
      const result = await extractDocument(fixture(`invoices/${file}`));
      for (const field of ['invoiceNumber', 'issueDate', 'totalAmount', 'currency'] as const) {
        const expected = expectedValue(label, field);
        if (expected !== null) expect(actualValue(result, field), field).toBe(expected);
      }
      expect(['invoice', 'receipt']).toContain(result.type);
    },
  );
});

async function facturXPdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  // The visible text disagrees with the XML on purpose: the XML must win.
  page.drawText('Rechnung Nr. WRONG-1   Gesamtbetrag 9,99 EUR', { x: 50, y: 780, size: 12, font });
  await pdf.attach(Buffer.from(ciiInvoice()), 'factur-x.xml', {
    mimeType: 'text/xml',
    description: 'Factur-X invoice',
    afRelationship: AFRelationship.Data,
  });
  return pdf.save();
}

describe('e-invoices', () => {
  it('reads a PDF with embedded Factur-X XML from the XML, exactly', async () => {
    const result = await extractDocument(await facturXPdf());
    expect(result.type).toBe('invoice');
    expect(result.extractedData).toMatchObject({
      invoiceNumber: 'FX-2024-001',
      issueDate: '2024-03-11',
      dueDate: '2024-04-10',
      transactionDate: '2024-03-08',
      totalAmount: 119000,
      currency: 'EUR',
      vendor: {
        name: 'Lieferant Beispiel GmbH',
        address: 'Invalidenstraße 1, 10115 Berlin, DE',
        taxId: 'DE136695976',
      },
    });
    expect(result.fieldMeta.totalAmount).toEqual({ confidence: 1, source: 'e-invoice' });
    expect(result.fieldMeta['vendor.taxId']).toEqual({ confidence: 1, source: 'e-invoice' });
  });

  it('reads a standalone XRechnung UBL file', async () => {
    const buf = Buffer.from(ublInvoice());
    expect(await detectFileType(buf)).toBe('xml');
    const result = await extractDocument(buf, { filename: 'rechnung.xml' });
    expect(result.fileType).toBe('xml');
    expect(result.extractedData).toMatchObject({
      invoiceNumber: 'XR-7781',
      issueDate: '2024-05-02',
      dueDate: '2024-06-01',
      totalAmount: 238060,
      currency: 'EUR',
      vendor: { name: 'Stadtwerke Beispiel GmbH', taxId: 'DE811569869' },
    });
    expect(result.fieldMeta.invoiceNumber?.source).toBe('e-invoice');
  });

  it('reads a standalone CII file', async () => {
    const result = await extractDocument(Buffer.from(ciiInvoice({ number: 'C-9', total: '5.5' })));
    expect(result.extractedData.invoiceNumber).toBe('C-9');
    expect(result.extractedData.totalAmount).toBe(550);
  });

  it('rejects XML and HTML that are not e-invoices, and a broken e-invoice', async () => {
    for (const other of ['<?xml version="1.0"?><note>hi</note>', '<html><body>x</body></html>']) {
      expect(await detectFileType(Buffer.from(other))).toBeNull();
      await expect(extractDocument(Buffer.from(other))).rejects.toThrow(UnsupportedFileTypeError);
    }
    const broken = Buffer.from('<?xml version="1.0"?><Invoice><ID>1</ID');
    await expect(extractDocument(broken)).rejects.toThrow(CorruptFileError);
  });
});

describe('damaged, protected and mislabelled files', () => {
  it('reports a password-protected PDF as ENCRYPTED_PDF', async () => {
    const error = await extractDocument(fixture('files/encrypted.pdf')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EncryptedPdfError);
    expect((error as ExtractError).code).toBe('ENCRYPTED_PDF');
  });

  it('reports a truncated PDF as CORRUPT_FILE', async () => {
    const whole = fixture('invoices/coolblue1.pdf');
    const error = await extractDocument(whole.subarray(0, whole.length / 2)).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(CorruptFileError);
    expect((error as ExtractError).code).toBe('CORRUPT_FILE');
  });

  it('reports a truncated PNG as CORRUPT_FILE', async () => {
    const whole = fixture('invoices/FlipkartInvoice.png');
    await expect(extractDocument(whole.subarray(0, 2000))).rejects.toThrow(CorruptFileError);
  });

  it('goes by the bytes, not the name: PNG bytes called .pdf are read as an image', async () => {
    const png = fixture('invoices/FlipkartInvoice.png');
    expect(await detectFileType(png)).toBe('png');
    const result = await extractDocument(png, { filename: 'invoice.pdf' });
    expect(result.fileType).toBe('png');
    expect(result.pages[0]?.source).toBe('ocr');
  });

  it('rejects garbage and unsupported types with UNSUPPORTED_FILE_TYPE', async () => {
    const garbage = Buffer.from('this is not a pdf at all, just text pretending');
    const error = await extractDocument(garbage, { filename: 'invoice.pdf' }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(UnsupportedFileTypeError);
    expect((error as ExtractError).code).toBe('UNSUPPORTED_FILE_TYPE');
    const zip = Buffer.from([0x50, 0x4b, 0x03, 0x04, ...new Array(60).fill(0)]);
    await expect(extractDocument(zip)).rejects.toThrow(/application\/zip/);
  });
});

describe('detectFileType', () => {
  it('recognises pdf, png, jpeg and webp by magic bytes', async () => {
    const png = fixture('invoices/FlipkartInvoice.png');
    expect(await detectFileType(fixture('invoices/oyo.pdf'))).toBe('pdf');
    expect(await detectFileType(png)).toBe('png');
    expect(await detectFileType(await sharp(png).jpeg().toBuffer())).toBe('jpeg');
    expect(await detectFileType(await sharp(png).webp().toBuffer())).toBe('webp');
    expect(await detectFileType(Buffer.from('\uFEFF  <Invoice xmlns="x"/>'))).toBe('xml');
    expect(await detectFileType(Buffer.alloc(0))).toBeNull();
  });
});

describe('renderThumbnail', () => {
  it('renders the first page of a PDF as a small WebP', async () => {
    const thumb = await renderThumbnail(fixture('invoices/AzureInterior.pdf'), 'pdf');
    expect(thumb.mimeType).toBe('image/webp');
    expect(thumb.width).toBe(320);
    expect(thumb.height).toBeGreaterThan(400);
    expect(await detectFileType(thumb.data)).toBe('webp');
    // A rendered page is mostly white paper with dark text, not a blank or black image.
    const stats = await sharp(thumb.data).stats();
    expect(stats.channels[0]?.mean).toBeGreaterThan(180);
    expect(stats.channels[0]?.min).toBeLessThan(100);
  });

  it('shrinks an image', async () => {
    const thumb = await renderThumbnail(fixture('invoices/oyo.png'), 'png', { width: 200 });
    expect(thumb.width).toBe(200);
  });
});

describe('resource limits', () => {
  it('OCRs a poster-sized blank page through a bounded canvas', async () => {
    const pdf = await PDFDocument.create();
    pdf.addPage([14400, 14400]); // 200 x 200 inches, the PDF maximum: 3.6 GB at 300 dpi
    const result = await extractDocument(await pdf.save());
    expect(result.pages[0]?.source).toBe('ocr');
    expect(result.text).toBe('');
    expect(result.type).toBe('other');
  });
});
