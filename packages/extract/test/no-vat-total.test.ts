import { describe, expect, it } from 'vitest';
import { documentTextFromPlain, extractFields } from '../src/index.js';

/** Invoices without VAT (a small business, a reverse charge): the net is the gross. */
function read(text: string) {
  return extractFields(documentTextFromPlain(text)).extractedData;
}

const LAYOUTS = [
  {
    lines: ['Line Total Amount', 'Discount', 'Net Total Amount', 'Gross Total Amount'],
    note: 'No VAT: reverse charge, Art. 196 Directive 2006/112/EC',
    money: (n: number) => `€${n.toFixed(2)}`,
  },
  {
    lines: ['Summe Positionen', 'Rabatt', 'Nettobetrag', 'Gesamtbetrag'],
    note: 'Kein Ausweis von Umsatzsteuer, da Kleinunternehmer gemäß § 19 UStG',
    money: (n: number) => `${n.toFixed(2).replace('.', ',')} EUR`,
  },
  {
    lines: ['Total lignes', 'Remise', 'Total HT', 'Net à payer'],
    note: 'TVA non applicable, art. 293 B du CGI',
    money: (n: number) => `${n.toFixed(2).replace('.', ',')} €`,
  },
] as const;

describe('the total of an invoice without VAT', () => {
  it('is the amount under the grand-total label even though the net is printed as the same', () => {
    for (let i = 0; i < 9; i++) {
      const layout = LAYOUTS[i % LAYOUTS.length] as (typeof LAYOUTS)[number];
      const lines = 800 + i * 75;
      const discount = 10 + i;
      const net = lines - discount;
      const [lineLabel, discountLabel, netLabel, grossLabel] = layout.lines;
      const text = [
        'Nord Design GmbH',
        `Invoice No. R-${i}`,
        `${lineLabel}   ${layout.money(lines)}`,
        `${discountLabel}   - ${layout.money(discount)}`,
        `${netLabel}   ${layout.money(net)}`,
        `${grossLabel}   ${layout.money(net)}`,
        layout.note,
      ].join('\n');
      expect(read(text).totalAmount, text).toBe(net * 100);
    }
  });

  it('still passes over a plain "Total" that is the net when VAT is added', () => {
    const text = [
      'Nord Design GmbH',
      'Invoice No. R-7',
      'Total   100.00 EUR',
      'Net amount   100.00 EUR',
      'VAT 19%   19.00 EUR',
      'Amount due   119.00 EUR',
    ].join('\n');
    expect(read(text).totalAmount).toBe(11900);
  });
});
