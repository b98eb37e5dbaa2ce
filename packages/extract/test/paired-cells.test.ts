import { describe, expect, it } from 'vitest';
import { documentTextFromPlain, extractFields } from '../src/index.js';
import { chance, int, pick, rng } from './corpus/model.js';

/**
 * ERP box forms print a number and its date in one box under one label ("Belegnummer / Datum"
 * over "90012345 / 12.03.2025"), under it or right of it. 80 invoices from a seeded generator in
 * four languages, with other boxes around (customer number, the buyer's order and its date) and
 * the values with or without spaces around the slash: the number and the date are the box's.
 */
const WORDS = [
  {
    pair: [
      'Belegnummer / Datum',
      'Rechnungs-Nr. / Datum',
      'Rechnungsnummer/Datum',
      'Beleg-Nr. / Datum',
    ],
    customer: 'Kunden-Nr.',
    order: 'Ihre Bestellung / vom',
    total: 'Endbetrag EUR',
  },
  {
    pair: ['Invoice No. / Date', 'Invoice number / date', 'Invoice # / Date'],
    customer: 'Customer No.',
    order: 'Your order / date',
    total: 'Total EUR',
  },
  {
    pair: ['N° de facture / Date', 'Facture n° / Date', 'Numéro de facture / date'],
    customer: 'N° client',
    order: 'Votre commande / du',
    total: 'Total TTC',
  },
  {
    pair: ['Factuurnummer / Datum', 'Factuurnr. / Datum'],
    customer: 'Klantnummer',
    order: 'Uw bestelling / d.d.',
    total: 'Totaal',
  },
];

const pad = (n: number) => String(n).padStart(2, '0');

function invoice(seed: number) {
  const r = rng(seed);
  const w = pick(r, WORDS);
  const number = pick(r, [
    () => `9${int(r, 1000000, 9999999)}`,
    () => `RE-${int(r, 2019, 2026)}-${int(r, 100, 9999)}`,
    () => `${int(r, 10000, 99999)}`,
  ])();
  const [d, m, y] = [int(r, 1, 28), int(r, 1, 12), int(r, 2019, 2026)];
  const date = `${pad(d)}.${pad(m)}.${y}`;
  const slash = chance(r, 0.7) ? ' / ' : '/';
  const order = `45${int(r, 10000000, 99999999)} / ${pad(int(r, 1, 28))}.${pad(m)}.${y}`;
  const pair = pick(r, w.pair);
  const value = `${number}${slash}${date}`;
  const col = (s: string, width: number) => s.padEnd(width);
  const below = chance(r, 0.6);
  const head = below
    ? [
        `${col('Bergmann Maschinenbau AG', 44)}${col(pair, 28)}${w.customer}`,
        `${col('Industriestraße 12, 70565 Stuttgart', 44)}${col(value, 28)}${int(r, 100000, 999999)}`,
        `${col('', 44)}${col(w.order, 28)}Seite`,
        `${col('', 44)}${col(order, 28)}1 / 1`,
      ]
    : [
        'Bergmann Maschinenbau AG',
        'Industriestraße 12, 70565 Stuttgart',
        `${col(pair, 30)}${value}`,
        `${col(w.customer, 30)}${int(r, 100000, 999999)}`,
        `${col(w.order, 30)}${order}`,
      ];
  const text = [
    ...head,
    '',
    `000010   Schrauben M8   ${int(r, 1, 90)},00`,
    `${w.total}   ${int(r, 100, 9999)},00`,
  ].join('\n');
  return { text, number, date: `${y}-${pad(m)}-${pad(d)}` };
}

describe('a number and its date in one box', () => {
  it('reads the number and the date from "Belegnummer / Datum" and its two values', () => {
    const misses = Array.from({ length: 80 }, (_, i) => invoice(7700 + i))
      .map(({ text, number, date }) => {
        const got = extractFields(documentTextFromPlain(text)).extractedData;
        return { text, want: [number, date], got: [got.invoiceNumber, got.issueDate] };
      })
      .filter((c) => c.got[0] !== c.want[0] || c.got[1] !== c.want[1]);
    expect(misses).toEqual([]);
  });
});
