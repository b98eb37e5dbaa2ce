import { describe, expect, it } from 'vitest';
import { extractFields, findAmounts } from '../src/index.js';
import { toDocumentText } from '../src/fields/document-text.js';
import { readPdfPageText } from '../src/text/pdf-text.js';
import { openPdf } from '../src/text/pdfjs.js';
import { generateDocument, layoutsOf } from './corpus/generate.js';

/**
 * Malaysian GST till receipts made by code (./corpus/receipt-scans.ts): "Sdn Bhd" merchants,
 * amounts in "RM", day-first dates printed in English. Read from their text layer, so each rule
 * is checked on many receipts in seconds; the OCR path reads the same words.
 */
async function malaysianReceipts(count: number) {
  const layouts = layoutsOf('all', 'receipt-scans').filter((l) => l.name === 'scan-receipt-my');
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const doc = await generateDocument(41, i, layouts);
      const pdf = await openPdf(doc.pdf);
      try {
        const { lines } = await readPdfPageText(pdf, 1);
        return { doc, fields: extractFields(toDocumentText(lines, 'ocr')) };
      } finally {
        await pdf.loadingTask.destroy();
      }
    }),
  );
}

describe('Malaysian receipts (generated, 24)', async () => {
  const receipts = await malaysianReceipts(24);

  it('are in ringgit, not in the Bahraini dinar of "Sdn Bhd" nor in dollars', () => {
    for (const { doc, fields } of receipts)
      expect(fields.extractedData.currency, doc.name).toBe('MYR');
  });

  it('have day-first dates', () => {
    for (const { doc, fields } of receipts)
      expect(fields.extractedData.issueDate, doc.name).toBe(doc.label.issueDate);
  });
});

describe('German till receipts (generated, 24): the "EUR" over the price column', async () => {
  const layouts = layoutsOf('all', 'receipt-scans').filter((l) => l.name === 'scan-receipt-de');
  const texts = await Promise.all(
    Array.from({ length: 24 }, async (_, i) => {
      const doc = await generateDocument(43, i, layouts);
      const pdf = await openPdf(doc.pdf);
      try {
        return (await readPdfPageText(pdf, 1)).lines.map((l) => l.text).join('\n');
      } finally {
        await pdf.loadingTask.destroy();
      }
    }),
  );

  it('is not the currency of a number on the next line (no amount spans a line break)', () => {
    for (const text of texts)
      for (const amount of findAmounts(text)) expect(amount.raw).not.toMatch(/\n/);
  });
});

describe('German till receipts (generated, 24) whose "EUR" OCR lost', async () => {
  const layouts = layoutsOf('all', 'receipt-scans').filter((l) => l.name === 'scan-receipt-de');
  const receipts = await Promise.all(
    Array.from({ length: 24 }, async (_, i) => {
      const doc = await generateDocument(47, i, layouts);
      const pdf = await openPdf(doc.pdf);
      try {
        const { lines } = await readPdfPageText(pdf, 1);
        const without = lines
          .map((l) => {
            const segments = l.segments
              .map((s) => ({ ...s, text: s.text.replace(/\s*(?:EUR|€)\s*/g, ' ').trim() }))
              .filter((s) => s.text !== '');
            return { ...l, segments, text: segments.map((s) => s.text).join('   ') };
          })
          .filter((l) => l.segments.length > 0);
        return { doc, fields: extractFields(toDocumentText(without, 'ocr')) };
      } finally {
        await pdf.loadingTask.destroy();
      }
    }),
  );

  it('are in euros, not in dollars', () => {
    for (const { doc, fields } of receipts)
      expect(fields.extractedData.currency, doc.name).toBe('EUR');
  });
});
