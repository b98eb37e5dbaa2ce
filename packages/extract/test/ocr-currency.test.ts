import { describe, expect, it } from 'vitest';
import { documentTextFromPlain, extractFields } from '../src/index.js';
import { toDocumentText } from '../src/fields/document-text.js';

/**
 * A scanned receipt whose currency sign OCR misread at the total only ("BALANCE DUE €3.64" on a
 * receipt that prints "£" on every other line): 36 receipts, three currencies, misread as
 * either other sign.
 */
const SIGNS = [
  ['£', 'GBP'],
  ['€', 'EUR'],
  ['$', 'USD'],
] as const;

function receipt(i: number) {
  const [sign, code] = SIGNS[i % 3] as (typeof SIGNS)[number];
  const [misread] = SIGNS[(i + 1 + (i % 2)) % 3] as (typeof SIGNS)[number];
  const prices = [199 + i * 13, 250 + i * 7, 99 + i];
  const total = prices.reduce((a, b) => a + b, 0);
  const m = (v: number) => (v / 100).toFixed(2);
  const text = [
    'Blue Harbor Media PLC',
    '100 Station Road',
    ...prices.map((p, k) => `ITEM ${k + 1}   ${sign}${m(p)}`),
    `SUBTOTAL   ${sign}${m(total)}`,
    `BALANCE DUE   ${misread}${m(total)}`,
    `Card   ${sign}${m(total)}`,
  ].join('\n');
  return { text, code };
}

const asOcr = (text: string) => {
  const plain = documentTextFromPlain(text);
  return toDocumentText(
    plain.lines.map((l) => ({ ...l, source: 'ocr' as const })),
    'ocr',
  );
};

describe('a currency sign OCR misread at the total', () => {
  const receipts = Array.from({ length: 36 }, (_, i) => receipt(i));

  it('is the sign the rest of the receipt prints', () => {
    const wrong = receipts.filter(
      (r) => extractFields(asOcr(r.text)).extractedData.currency !== r.code,
    );
    expect(wrong.map((r) => r.text)).toEqual([]);
  });

  it('stays as printed on a text layer, and where the rest prints it fewer than three times', () => {
    const r = receipts[0] as (typeof receipts)[number];
    expect(extractFields(documentTextFromPlain(r.text)).extractedData.currency).not.toBe(r.code);
    const two = 'Shop Ltd\nITEM 1   £1.00\nITEM 2   £2.00\nTOTAL   €3.00';
    expect(extractFields(asOcr(two)).extractedData.currency).toBe('EUR');
  });
});

/**
 * A receipt that prints no currency sign or code at all: the seller's VAT id names its country.
 * 24 receipts over eight countries, English labels ("VAT Reg No", which alone hints at the UK).
 */
describe('a receipt without any currency printed', () => {
  const IDS = [
    ['IE1260822H', 'EUR'],
    ['IE6388047V', 'EUR'],
    ['ATU13585627', 'EUR'],
    ['DE136695976', 'EUR'],
    ['FR40303265045', 'EUR'],
    ['NL004495445B01', 'EUR'],
    ['GB980780684', 'GBP'],
    ['BE0411905847', 'EUR'],
  ] as const;

  it('is in the currency of the seller’s VAT id country', () => {
    const wrong = IDS.flatMap(([id, code], i) =>
      [1, 2, 3].map((k) => {
        const text = [
          'Ulmen Services Ltd',
          `VAT Reg No: ${id}`,
          `ITEM A   ${k + i}.50`,
          `TOTAL   ${k + i + 10}.50`,
        ].join('\n');
        return {
          text,
          code,
          got: extractFields(documentTextFromPlain(text)).extractedData.currency,
        };
      }),
    ).filter((r) => r.got !== r.code);
    expect(wrong).toEqual([]);
  });
});
