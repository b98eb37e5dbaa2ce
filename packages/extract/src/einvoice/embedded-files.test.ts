import { describe, expect, it } from 'vitest';
import { extractDocument } from '../extract-document.js';
import { findEInvoiceInPdf } from './embedded-files.js';
import { ciiXml, GUIDELINES, pdfWithXml, sampleModel, ublXml } from './testing/corpus.js';

const model = sampleModel();
const zugferd1 = ciiXml(model, {
  generation: 'ZUGFeRD 1.0',
  guideline: GUIDELINES['ZUGFeRD 1.0'].COMFORT,
  profile: 'COMFORT',
});
const facturX = ciiXml(model, {
  generation: 'CII',
  guideline: GUIDELINES['ZUGFeRD 2.1 / Factur-X'].BASIC,
  profile: 'BASIC',
});
const xrechnungUbl = ublXml(model, {
  root: 'Invoice',
  customization: 'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0',
});

describe('finding the e-invoice in a PDF', () => {
  const cases: Array<[string, string, Parameters<typeof pdfWithXml>[1]]> = [
    ['ZUGFeRD 1.0 as ZUGFeRD-invoice.xml', zugferd1, { filename: 'ZUGFeRD-invoice.xml' }],
    ['ZUGFeRD 2.0 as zugferd-invoice.xml', facturX, { filename: 'zugferd-invoice.xml' }],
    ['Factur-X as factur-x.xml', facturX, { filename: 'factur-x.xml' }],
    ['XRechnung UBL as xrechnung.xml', xrechnungUbl, { filename: 'xrechnung.xml' }],
    ['only in the catalog /AF', zugferd1, { placement: 'associated-files-only' }],
    ['in a file attachment annotation', facturX, { placement: 'annotation' }],
    [
      'under an unusual name, after an XML that is no invoice',
      facturX,
      {
        filename: 'rechnungsdaten',
        others: [{ filename: 'notes.xml', content: '<?xml version="1.0"?><notes/>' }],
      },
    ],
  ];
  for (const [name, xml, options] of cases) {
    it(name, async () => {
      const e = await findEInvoiceInPdf(await pdfWithXml(xml, options));
      expect(e?.data.invoiceNumber).toBe(model.number);
      expect(e?.data.totalAmount).toBe(119000);
    });
  }

  it('finds nothing in a PDF without one, or with only other XML', async () => {
    expect(await findEInvoiceInPdf(await pdfWithXml(null))).toBeNull();
    const other = await pdfWithXml(null, {
      others: [{ filename: 'factur-x.xml', content: '<?xml version="1.0"?><order/>' }],
    });
    expect(await findEInvoiceInPdf(other)).toBeNull();
  });

  it('takes the name tree files pdf.js lists first, and reads no further when one is it', async () => {
    const pdf = await pdfWithXml(zugferd1, { filename: 'ZUGFeRD-invoice.xml' });
    const e = await findEInvoiceInPdf(pdf, async () => [
      { filename: 'factur-x.xml', content: Buffer.from(facturX) },
    ]);
    expect(e?.standard).toBe('CII');
    // Without the listing, pdf-lib finds the ZUGFeRD 1.0 file itself.
    expect((await findEInvoiceInPdf(pdf))?.standard).toBe('ZUGFeRD 1.0');
  });

  it('does not fail on bytes pdf-lib cannot parse', async () => {
    expect(await findEInvoiceInPdf(Buffer.from('%PDF-1.7 /EmbeddedFile garbage'))).toBeNull();
  });
});

describe('extractDocument on e-invoice PDFs', () => {
  it('a ZUGFeRD 1.0 PDF is read from its XML, not from the page that disagrees', async () => {
    const pdf = await pdfWithXml(zugferd1, {
      filename: 'ZUGFeRD-invoice.xml',
      pageText: ['Rechnung Nr. 999', 'Rechnungsdatum 01.01.2020', 'Gesamtbetrag 5,00 EUR'],
    });
    const result = await extractDocument(pdf);
    expect(result.type).toBe('invoice');
    expect(result.extractedData).toMatchObject({
      invoiceNumber: model.number,
      issueDate: '2024-03-11',
      dueDate: '2024-04-10',
      totalAmount: 119000,
      currency: 'EUR',
      vendor: { name: model.seller.name, taxId: 'DE136695976' },
    });
    expect(result.fieldMeta.invoiceNumber).toEqual({ confidence: 1, source: 'e-invoice' });
  });

  it('a credit note PDF gets a negative total; a due date from terms is not quite certain', async () => {
    const m = sampleModel({
      typeCode: '381',
      dueDate: null,
      paymentTerms: 'Zahlbar innerhalb von 14 Tagen',
    });
    const xml = ciiXml(m, {
      generation: 'CII',
      guideline: GUIDELINES['ZUGFeRD 2.1 / Factur-X'].EN16931,
      profile: 'EN16931',
    });
    const result = await extractDocument(await pdfWithXml(xml));
    expect(result.extractedData.totalAmount).toBe(-119000);
    expect(result.extractedData.dueDate).toBe('2024-03-25');
    expect(result.fieldMeta.dueDate).toEqual({ confidence: 0.9, source: 'e-invoice' });
  });

  it('a standalone ZUGFeRD 1.0 XML upload is a document', async () => {
    const result = await extractDocument(Buffer.from(zugferd1));
    expect(result.fileType).toBe('xml');
    expect(result.extractedData.invoiceNumber).toBe(model.number);
  });
});
