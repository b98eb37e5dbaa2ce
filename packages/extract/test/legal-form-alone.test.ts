import { describe, expect, it } from 'vitest';
import { documentTextFromPlain, extractFields } from '../src/index.js';
import { asOcr } from './as-ocr.js';

/**
 * A legal form alone, or with a label, names no company: OCR reads "GST ID NO" as "GST AG NO"
 * (and "AG" is a legal form), keeps a wrapped "Inc." or "GmbH" on a line of its own, or loses a
 * name and keeps its "SDN.BHD (CO.". 48 receipts: six such lines above eight names, with and
 * without their own legal form, and those with a label below them too.
 */
const NAMES = [
  'SINAR BAHAGIA FOOD INDUSTRIES',
  'KEDAI RUNCIT TECK GUAN',
  'YEW LIAN TRADING SDN BHD',
  'Lakeside Bakery Ltd',
  'Bäckerei Krause GmbH',
  'GOLDEN ARCH ENTERPRISE',
  'Corner Hardware Inc.',
  'RESTORAN MAJU JAYA',
];
const STRAYS = ['GST AG NO 001494499990', 'Inc.', 'GmbH', 'SDN.BHD (CO.', 'VAT AG', 'Ltd.'];

describe('a legal form alone or with a label', () => {
  it('is never the seller’s name', () => {
    const wrong = NAMES.flatMap((name, i) =>
      STRAYS.map((stray, k) => {
        // A bare form under a name is its wrapped end ("YEW LIAN TRADING" / "Inc."): joined.
        const above = (i + k) % 2 === 0 || !/\s/.test(stray);
        const lines = [
          ...(above ? [stray] : []),
          name,
          ...(above ? [] : [stray]),
          'NO. 12, JALAN PUCHONG,',
          '47100 PUCHONG, SELANGOR',
          'TOTAL   12.50',
        ];
        const got = extractFields(asOcr(lines.join('\n'))).extractedData.vendor.name;
        return { lines, got, name };
      }),
    ).filter((r) => r.got !== r.name);
    expect(wrong).toEqual([]);
  });
});

describe('a name whose only word is a label besides tax', () => {
  it('stays a name with its legal form ("Seller GmbH", "TOTAL S.A.")', () => {
    for (const name of ['Seller GmbH', 'TOTAL S.A.']) {
      const text = `${name}\nHauptstraße 4\n10115 Berlin\nGesamtbetrag   12,50 EUR`;
      expect(extractFields(documentTextFromPlain(text)).extractedData.vendor.name).toBe(name);
    }
  });
});
