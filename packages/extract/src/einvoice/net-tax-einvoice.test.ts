import { describe, expect, it } from 'vitest';
import { extractDocument } from '../extract-document.js';
import { parseEInvoice } from './parse-einvoice.js';
import { ciiXml, GUIDELINES, pdfWithXml, sampleModel, ublXml } from './testing/corpus.js';

const model = sampleModel();
const en16931 = {
  generation: 'CII',
  guideline: GUIDELINES['ZUGFeRD 2.1 / Factur-X'].EN16931,
  profile: 'EN16931',
} as const;
const peppol = 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0';

describe('net and tax from the e-invoice XML', () => {
  it('CII: TaxBasisTotalAmount and TaxTotalAmount in the invoice currency', () => {
    const xml = ciiXml(
      sampleModel({ taxInAccountingCurrency: { currency: 'USD', amount: '205.20' } }),
      en16931,
    );
    expect(parseEInvoice(xml)!.data).toMatchObject({ netAmount: 100000, taxAmount: 19000 });
  });

  it('UBL: LegalMonetaryTotal/TaxExclusiveAmount and TaxTotal/TaxAmount; a credit note negative', () => {
    const invoice = parseEInvoice(ublXml(model, { root: 'Invoice', customization: peppol }))!;
    expect(invoice.data).toMatchObject({ netAmount: 100000, taxAmount: 19000 });
    const credit = parseEInvoice(
      ublXml(sampleModel({ typeCode: '381' }), { root: 'CreditNote', customization: peppol }),
    )!;
    expect(credit.data).toMatchObject({ netAmount: -100000, taxAmount: -19000 });
  });

  it('a PDF with embedded XML: the XML values replace the page text, source e-invoice', async () => {
    const pdf = await pdfWithXml(ciiXml(model, en16931), {
      pageText: [
        'Invoice RE-2024-0815',
        'Net amount   999.00 EUR',
        'VAT 19%   1.00 EUR',
        'Total   1,000.00 EUR',
      ],
    });
    const result = await extractDocument(pdf);
    expect(result.extractedData).toMatchObject({
      totalAmount: 119000,
      netAmount: 100000,
      taxAmount: 19000,
    });
    expect(result.fieldMeta.netAmount).toEqual({ confidence: 1, source: 'e-invoice' });
    expect(result.fieldMeta.taxAmount?.source).toBe('e-invoice');
  });

  it("an XML without them keeps the text's net and tax only when they add up to its total", async () => {
    const withoutSums = (xml: string) =>
      xml
        .replace(/<ram:TaxBasisTotalAmount[^>]*>[^<]*<\/ram:TaxBasisTotalAmount>/, '')
        .replace(/<ram:TaxTotalAmount[^>]*>[^<]*<\/ram:TaxTotalAmount>/g, '');
    const page = (net: string, tax: string, total: string) => [
      'Invoice RE-2024-0815',
      `Net amount   ${net} EUR`,
      `VAT 19%   ${tax} EUR`,
      `Total   ${total} EUR`,
    ];
    const agreeing = await extractDocument(
      await pdfWithXml(withoutSums(ciiXml(model, en16931)), {
        pageText: page('1,000.00', '190.00', '1,190.00'),
      }),
    );
    expect(agreeing.extractedData).toMatchObject({ netAmount: 100000, taxAmount: 19000 });
    expect(agreeing.fieldMeta.netAmount?.source).toBe('text');
    const disagreeing = await extractDocument(
      await pdfWithXml(withoutSums(ciiXml(model, en16931)), {
        pageText: page('900.00', '100.00', '1,000.00'),
      }),
    );
    expect(disagreeing.extractedData).toMatchObject({
      totalAmount: 119000,
      netAmount: null,
      taxAmount: null,
    });
    expect(disagreeing.fieldMeta.netAmount).toBeUndefined();
  });
});
