import { describe, expect, it } from 'vitest';
import { documentTextFromPlain, extractFields } from '../index.js';
import { mendNumberSignText } from './number-sign.js';

/**
 * French and Italian receipts whose "n°" OCR read as "n®", 48 of them: labels, number shapes
 * and the rest of the receipt vary. Read with the mend, the number after the label is found.
 */
const LABELS = ['Ticket n®', 'Facture N®', 'Reçu n® :', 'Scontrino n®', 'Fattura N®', 'Bon n®'];
const SHAPES = [
  (i: number) => `2021-${9000 + i}`,
  (i: number) => `T${40000 + i * 7}`,
  (i: number) => `${700000 + i * 13}`,
];

const receipt = (i: number) => {
  const number = (SHAPES[i % SHAPES.length] as (i: number) => string)(i);
  const text = [
    'Helios Conseil SPRL',
    'rue Neuve 132',
    '5836 Liège',
    `${LABELS[i % LABELS.length]} ${number}   28/10/2020 16:35`,
    `2 x Montage   ${5 + i},98`,
    `A PAYER   ${40 + i},38 EUR`,
  ].join('\n');
  return { text, number };
};

describe('a number sign OCR read as ®', () => {
  const receipts = Array.from({ length: 48 }, (_, i) => receipt(i));
  const numberOf = (text: string) =>
    extractFields(documentTextFromPlain(text)).extractedData.invoiceNumber;

  it('is a number sign again, and the number after it is the receipt number', () => {
    expect(receipts.filter((r) => numberOf(mendNumberSignText(r.text)) !== r.number)).toEqual([]);
  });

  it('hid the label before', () => {
    expect(receipts.filter((r) => numberOf(r.text) === r.number).length).toBeLessThan(10);
  });

  it('leaves a brand mark alone', () => {
    for (const text of ['Nutella® 400g', 'SR ® 6%', 'LEGO® Technic'])
      expect(mendNumberSignText(text)).toBe(text);
  });
});
