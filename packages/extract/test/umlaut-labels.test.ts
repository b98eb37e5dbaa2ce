import { describe, expect, it } from 'vitest';
import { documentTextFromPlain, extractFields } from '../src/index.js';

/** German labels spelt without their umlauts: ASCII exports, and OCR reading a faint "Ü". */
function read(text: string) {
  return extractFields(documentTextFromPlain(text)).extractedData;
}

describe('German labels without their umlauts', () => {
  it('finds the change given back in every spelling, so cash − change checks the total', () => {
    // OCR read the total's comma as a digit ("9531" for 9,31); cash − change tells.
    for (const change of ['RÜCKGELD', 'RUECKGELD', 'RUCKGELD', 'ROCKGELD', 'Zurück', 'Zuruck']) {
      const text = [
        'SB-Warenhaus GmbH',
        'Friedrichstr. 162',
        'SUMME   EUR   9531',
        'Bar   EUR   10,01',
        `${change}   EUR   0,70`,
      ].join('\n');
      expect(read(text).totalAmount, change).toBe(931);
    }
  });

  it('finds a due date after "Fällig am" spelt "Faellig am" or "Fallig am"', () => {
    for (const label of ['Fällig am', 'Faellig am', 'Fallig am']) {
      const text = [
        'Nord Design GmbH',
        'Rechnung Nr. 2025-17',
        'Rechnungsdatum: 03.03.2025',
        `${label}: 17.03.2025`,
        'Gesamtbetrag   119,00 EUR',
      ].join('\n');
      expect(read(text).dueDate, label).toBe('2025-03-17');
    }
  });
});
