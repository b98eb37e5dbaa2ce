import { describe, expect, it } from 'vitest';
import { chance, int, pick, rng } from './corpus/model.js';
import { totalMisses } from './total-misses.js';

/**
 * A total's or a deposit's label followed by a date, not an amount: the payment sentence "Bitte
 * überweisen Sie den Rechnungsbetrag … bis zum 04.02.2025", "abzüglich Abschlagsrechnung vom
 * 12.01.2025   -500,00". A date is no amount ("04.02" is not 4,02). 80 seeded invoices in four
 * languages whose own total line has a plain "Total" word, so the sentence's stronger label
 * competes with it.
 */
const WORDS = [
  {
    net: 'Gesamt netto',
    tax: 'Umsatzsteuer 19 %',
    total: ['Gesamt', 'Summe'],
    sentence:
      'Bitte überweisen Sie den Rechnungsbetrag unter Angabe der Rechnungsnummer bis zum {d} auf das unten angegebene Konto.',
    paid: 'abzüglich Abschlagsrechnung vom {d}',
    sep: '.',
  },
  {
    net: 'Subtotal',
    tax: 'VAT 20%',
    total: ['Total'],
    sentence: 'Please transfer the invoice total by {d} quoting the invoice number.',
    paid: 'Less deposit paid {d}',
    sep: '/',
  },
  {
    net: 'Total HT',
    tax: 'TVA 20 %',
    total: ['Total'],
    sentence: 'Merci de régler le montant TTC avant le {d}.',
    paid: 'Acompte versé le {d}',
    sep: '/',
  },
  {
    net: 'Subtotaal',
    tax: 'Btw 21%',
    total: ['Totaal'],
    sentence: 'Gelieve het factuurbedrag vóór {d} over te maken.',
    paid: 'Aanbetaling {d}',
    sep: '-',
  },
];

const money = (minor: number) =>
  `${Math.floor(minor / 100).toLocaleString('de-DE')},${String(minor % 100).padStart(2, '0')} EUR`;
const pad = (n: number) => String(n).padStart(2, '0');

function invoice(seed: number) {
  const r = rng(seed);
  const w = pick(r, WORDS);
  const net = int(r, 20_000, 2_000_000);
  const tax = Math.round(net * 0.19);
  const gross = net + tax;
  const date = () => [pad(int(r, 1, 28)), pad(int(r, 1, 12)), int(r, 2019, 2026)].join(w.sep);
  const paid = chance(r, 0.4) ? Math.round(gross * 0.3) : 0;
  const text = [
    'Everest Logistik GmbH',
    `Rechnung Nr. ${int(r, 1000, 99999)}`,
    `Beratung   ${money(net)}`,
    `${w.net}   ${money(net)}`,
    `${w.tax}   ${money(tax)}`,
    `${pick(r, w.total)}   ${money(gross)}`,
    ...(paid
      ? [
          `${w.paid.replace('{d}', date())}   -${money(paid)}`,
          `Offener Betrag   ${money(gross - paid)}`,
        ]
      : []),
    w.sentence.replace('{d}', date()),
  ].join('\n');
  return { text, gross };
}

describe('a date after a total label', () => {
  it('is no amount: the total is the total line', () => {
    const misses = totalMisses(Array.from({ length: 80 }, (_, i) => invoice(8800 + i)));
    expect(misses).toEqual([]);
  });
});
