import { describe, expect, it } from 'vitest';
import { extractFields } from '../src/index.js';
import { page } from './laid-out-page.js';

const SELLERS = [
  ['Vega Catering OG', 'Landstraße 134 | 9913 Wien | +43 99 7139055', 'ATU45225073'],
  ['Schneider Consulting GmbH', 'Mariahilfer Straße 172 | 1070 Wien | +43 1 5812', 'ATU12011204'],
  ['Nordlicht Solutions SRL', 'rue Neuve 140 | 1000 Bruxelles | +32 2 555 01 01', 'BE0707313805'],
] as const;

describe('a letterhead whose address line is small print with separators', () => {
  it('names the seller by the line above it, not by the street that opens it', () => {
    for (const [name, addressLine, vatId] of SELLERS) {
      const doc = page([
        [name, 50, 50, 12],
        [addressLine, 50, 66, 8],
        ['Rechnung', 50, 110, 18],
        ['Alpina Installatie OG', 330, 110, 10],
        ['Herrengasse 122', 330, 123, 10],
        ['8279 Wien', 330, 136, 10],
        ['Datum:', 50, 180, 9],
        ['15.10.2020', 200, 180, 9],
        ['Rechnungsnummer', 50, 193, 9],
        ['R-2020-118', 200, 193, 9],
        ['Gesamtbetrag', 340, 300, 10],
        ['7.372,66 EUR', 477, 300, 10],
        [addressLine.split(' | ')[0] ?? '', 50, 772, 7],
        ['IBAN AT04 7029 4366 3569 6346', 220, 772, 7],
        [`USt-ID: ${vatId}`, 390, 772, 7],
      ]);
      const d = extractFields(doc).extractedData;
      expect(d.vendor.name, name).toBe(name);
      expect(d.vendor.taxId, name).toBe(vatId);
    }
  });
});
