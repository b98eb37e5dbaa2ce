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

/**
 * French, Spanish and Italian labels in capitals without their accents, as tills and old
 * invoicing programs print them: 60 documents from a seeded generator, each with its labels
 * in both spellings and values that vary.
 */
describe('labels without their accents', () => {
  const CASES = [
    {
      lang: 'fr',
      seller: 'Helios Conseil SARL',
      number: ['N° DE FACTURE', 'NUMERO DE FACTURE'],
      due: ["DATE D'ECHEANCE", 'ECHEANCE'],
      total: ['NET A PAYER', 'A PAYER', 'RESTE A PAYER'],
      issue: 'DATE',
    },
    {
      lang: 'es',
      seller: 'Solano Servicios SL',
      number: ['NUMERO DE FACTURA', 'FACTURA NUMERO'],
      due: ['FECHA DE VENCIMIENTO', 'VENCIMIENTO'],
      total: ['TOTAL A PAGAR', 'IMPORTE TOTAL'],
      issue: 'FECHA DE EMISION',
    },
  ] as const;

  const docs = Array.from({ length: 60 }, (_, i) => {
    const c = CASES[i % CASES.length] as (typeof CASES)[number];
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(i / 2) % xs.length] as T;
    const day = 1 + (i % 27);
    const total = 1000 + i * 377;
    const text = [
      c.seller,
      `${pick(c.number)}   F-${2000 + i}`,
      `${c.issue}   ${String(day).padStart(2, '0')}/03/2025`,
      `${pick(c.due)}   ${String(day).padStart(2, '0')}/04/2025`,
      `Service   ${(total / 100).toFixed(2).replace('.', ',')}`,
      `${pick(c.total)}   ${(total / 100).toFixed(2).replace('.', ',')} EUR`,
    ].join('\n');
    return { text, number: `F-${2000 + i}`, due: `2025-04-${String(day).padStart(2, '0')}`, total };
  });

  it('still finds the number, the due date and the total', () => {
    const wrong = docs.filter((d) => {
      const f = read(d.text);
      return f.invoiceNumber !== d.number || f.dueDate !== d.due || f.totalAmount !== d.total;
    });
    expect(wrong.map((d) => d.text)).toEqual([]);
  });
});
