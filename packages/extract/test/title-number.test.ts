import { describe, expect, it } from 'vitest';
import { documentTextFromPlain, extractFields } from '../src/index.js';

/** Documents made by code whose number is printed only after their title. */
function read(text: string) {
  return extractFields(documentTextFromPlain(text)).extractedData;
}

const TITLES = [
  'Tax Invoice',
  'VAT INVOICE',
  'Invoice',
  'Credit note',
  'Rechnung',
  'Gutschrift',
  'Facture',
  "Facture d'avoir",
  'Factuur',
  'Fattura',
  'Factura',
  'Faktura',
];
const NUMBERS = ['F797017', 'INV-83308', '2020-0728', 'K/2026/394', '78494830', 'RE_2025_17'];

function document(title: string, number: string) {
  return [
    'Orion Technologies Limited',
    '177 Grafton Street',
    'Galway T12 K7P2',
    '',
    `${title} ${number}`,
    'Date   04/12/2019',
    'Customer No.   21474',
    'Description   Qty   Amount',
    'Maintenance   7   8,786.05',
    'Total   8,786.05 EUR',
  ].join('\n');
}

describe('the number after the title, in one cell', () => {
  it('is the document number in every language and number form', () => {
    TITLES.forEach((title, i) => {
      const number = NUMBERS[i % NUMBERS.length] as string;
      const text = document(title, number);
      expect(read(text).invoiceNumber, text).toBe(number);
    });
  });

  it('loses to a number under an explicit label', () => {
    const text = [
      'Tax Invoice 2024-A7',
      'Invoice No.: R-2024-0012',
      'Date: 04/12/2024',
      'Total   100.00 EUR',
    ].join('\n');
    expect(read(text).invoiceNumber).toBe('R-2024-0012');
  });

  it('takes no year, date or words after a title for a number', () => {
    for (const rest of ['2024', '12.03.2024', 'for services rendered', 'page 1']) {
      const text = [`Invoice ${rest}`, 'Total   100.00 EUR'].join('\n');
      expect(read(text).invoiceNumber, text).toBeNull();
    }
  });
});
