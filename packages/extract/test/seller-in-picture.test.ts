import { describe, expect, it } from 'vitest';
import { normalizeCompanyName } from '../src/company-name.js';
import { extractDocument } from '../src/index.js';
import { pictureInvoice, withBrokenPictures } from './seller-in-picture.js';

/**
 * The seller's name, address, VAT id and IBAN only in a picture (letterhead or legal footer),
 * the rest in the text layer: the picture is read by OCR and the seller taken from it; the
 * text layer's fields stay as they were read. 12 generated invoices in the corpus's countries.
 */
describe('a seller printed only in a picture', () => {
  it('is read from the picture, with its tax id, and says so', async () => {
    const misses: string[] = [];
    for (let seed = 1; seed <= 12; seed++) {
      const doc = await pictureInvoice(9100 + seed);
      const result = await extractDocument(doc.pdf);
      const { vendor, invoiceNumber } = result.extractedData;
      const where = `seed ${9100 + seed} (${doc.model.country.code}, ${doc.band})`;
      if (normalizeCompanyName(vendor.name ?? '') !== normalizeCompanyName(doc.expected.vendorName))
        misses.push(`${where}: vendor ${vendor.name} ≠ ${doc.expected.vendorName}`);
      if (vendor.taxId !== doc.expected.vendorTaxId)
        misses.push(`${where}: tax id ${vendor.taxId} ≠ ${doc.expected.vendorTaxId}`);
      if (invoiceNumber !== doc.expected.invoiceNumber)
        misses.push(`${where}: number ${invoiceNumber} ≠ ${doc.expected.invoiceNumber}`);
      const meta = result.fieldMeta['vendor.name'];
      if (meta && (meta.source !== 'ocr' || !meta.evidence?.includes('picture')))
        misses.push(`${where}: vendor evidence ${JSON.stringify(meta)}`);
      if (!result.text.includes(doc.model.seller.iban.slice(0, 4)))
        misses.push(`${where}: the picture's words are not in the document text`);
    }
    expect(misses).toEqual([]);
  }, 180_000);

  it('is not looked for in pictures when the text layer names the seller and its tax id', async () => {
    const doc = await pictureInvoice(9101, { sellerInText: true });
    const result = await extractDocument(doc.pdf);
    expect(result.extractedData.vendor.taxId).toBe(doc.expected.vendorTaxId);
    expect(result.durationsMs.pictures).toBeUndefined();
  });

  it('leaves the text layer’s reading when a picture cannot be decoded', async () => {
    const doc = await pictureInvoice(9103);
    const result = await extractDocument(withBrokenPictures(doc.pdf));
    expect(result.extractedData.invoiceNumber).toBe(doc.expected.invoiceNumber);
    expect(result.extractedData.vendor.taxId).toBeNull();
  });
});
