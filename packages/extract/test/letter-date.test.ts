import { describe, expect, it } from 'vitest';
import { documentTextFromPlain, extractFields } from '../src/index.js';

/** The date of a business letter: "München, den 01.11.2024", "Paris, le 12 mars 2024". */
function read(text: string) {
  return extractFields(documentTextFromPlain(text)).extractedData;
}

const LETTERS = [
  ['München, den', '01.11.2024', '2024-11-01', 'Rechnung', 'Datum:'],
  ['Frankfurt am Main, den', '3. Februar 2025', '2025-02-03', 'Rechnung', 'Datum:'],
  ['Paris, le', '12 mars 2024', '2024-03-12', 'Facture', 'Date :'],
  ['Aix-en-Provence, le', '05/06/2023', '2023-06-05', 'Facture', 'Date :'],
  ['Milano, lì', '12/03/2024', '2024-03-12', 'Fattura', 'Data:'],
] as const;

describe("a letter's place and date", () => {
  it('is the issue date, over a plain "Datum" of a print time in the footer', () => {
    for (const [place, date, iso, title, printedLabel] of LETTERS) {
      const text = [
        'Alphabet Fuhrparkmanagement GmbH',
        `Muster GmbH                         Rechnungsnummer:   2015738820`,
        `Musterweg 1                         ${place}   ${date}`,
        '60325 Frankfurt am Main',
        title,
        'Summe gesamt   447,88',
        '',
        `${printedLabel}   30.10.2024   Zeit: 04:59:13   Seite: 1`,
      ].join('\n');
      expect(read(text).issueDate, text).toBe(iso);
    }
  });

  it('is not a deadline in a payment sentence', () => {
    const text = [
      'Atelier Duval',
      'Facture n° 42',
      'Date de facture : 02/04/2024',
      'À payer au plus tard, le 30/04/2024',
      'Total TTC   120,00 €',
    ].join('\n');
    expect(read(text).issueDate).toBe('2024-04-02');
  });
});
