import { describe, expect, it } from 'vitest';
import { chance, int, pick, rng } from './corpus/model.js';
import { totalMisses } from './total-misses.js';

/**
 * A grand-total word qualified as net in its own label ("Gesamtbetrag netto", "Montant hors
 * taxes", "Total excl. VAT") labels the amount before tax, however strong the word is alone.
 * 80 seeded invoices in six languages with items, shipping, two VAT rates and the gross under
 * its own label: the items + shipping = net check must not make the net the total.
 */
const WORDS = [
  {
    items: 'Zwischensumme',
    ship: 'Versandkosten',
    net: [
      'Gesamtbetrag netto',
      'Rechnungsbetrag netto',
      'Gesamtsumme netto',
      'Gesamtbetrag ohne Steuern',
      'Gesamtbetrag ohne Umsatzsteuer',
    ],
    vat: ['zzgl. Umsatzsteuer 19 %', 'zzgl. Umsatzsteuer 7 %'],
    gross: ['Gesamtbetrag brutto', 'Gesamt', 'Rechnungsbetrag'],
  },
  {
    items: 'Sous-total',
    ship: 'Frais de port',
    net: ['Montant hors taxes', 'Total hors taxes'],
    vat: ['TVA 20 %', 'TVA 5,5 %'],
    gross: ['Total', 'Montant TTC', 'Total TTC'],
  },
  {
    items: 'Subtotal',
    ship: 'Shipping',
    net: ['Total excl. VAT', 'Total before tax'],
    vat: ['VAT 20%', 'VAT 5%'],
    gross: ['Total', 'Total incl. VAT', 'Invoice total'],
  },
  {
    items: 'Subtotaal',
    ship: 'Verzendkosten',
    net: ['Totaal excl. btw'],
    vat: ['Btw 21%', 'Btw 9%'],
    gross: ['Totaal', 'Totaal incl. btw'],
  },
  {
    items: 'Subtotale',
    ship: 'Spese di trasporto',
    net: ['Totale netto'],
    vat: ['IVA 22%', 'IVA 10%'],
    gross: ['Totale', 'Totale fattura'],
  },
  {
    items: 'Subtotal',
    ship: 'Portes',
    net: ['Total sin IVA', 'Total neto'],
    vat: ['IVA 21%', 'IVA 10%'],
    gross: ['Total', 'Total factura'],
  },
];

const money = (minor: number) =>
  `${Math.floor(minor / 100).toLocaleString('de-DE')},${String(minor % 100).padStart(2, '0')} EUR`;

function invoice(seed: number) {
  const r = rng(seed);
  const w = pick(r, WORDS);
  const items = int(r, 20_000, 2_000_000);
  const ship = int(r, 490, 4900);
  const net = items + ship;
  const reduced = Math.round(net * (0.1 + r() * 0.4));
  const vat1 = Math.round((net - reduced) * 0.2);
  const vat2 = Math.round(reduced * 0.07);
  const gross = net + vat1 + vat2;
  const text = [
    'Schneider Media GmbH',
    `Rechnung Nr. ${int(r, 1000, 99999)}`,
    `Beratung   ${money(items)}`,
    `${w.items}   ${money(items)}`,
    `${w.ship}   ${money(ship)}`,
    `${pick(r, w.net)}   ${money(net)}`,
    `${w.vat[0]}   ${money(vat1)}`,
    `${w.vat[1]}   ${money(vat2)}`,
    `${pick(r, w.gross)}   ${money(gross)}`,
    ...(chance(r, 0.5) ? ['Vielen Dank für Ihren Auftrag.'] : []),
  ].join('\n');
  return { text, gross };
}

describe('a total word qualified as net', () => {
  it('labels the net, not the total', () => {
    const misses = totalMisses(Array.from({ length: 80 }, (_, i) => invoice(6600 + i)));
    expect(misses).toEqual([]);
  });
});
