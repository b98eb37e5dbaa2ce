import { describe, expect, it } from 'vitest';
import { documentTextFromPlain, extractFields } from '../src/index.js';
import { chance, int, pick, rng } from './corpus/model.js';

/**
 * Invoices that print the total, then a deposit or payment already made, then what is left to
 * pay: the total is the amount before the deposit (EN 16931 BT-112), whatever either label says.
 * 80 invoices from a seeded generator in six languages, the deposit printed with or without its
 * minus, the total's label one the vocabularies know or not ("Total (incl. VAT)").
 */
const WORDS = [
  {
    net: 'Total net',
    tax: 'VAT 20%',
    total: ['Total (incl. VAT)', 'Invoice total', 'Total'],
    paid: [
      'Less deposit paid',
      'Paid to date',
      'Payment received 03/02/2024',
      'Credits applied',
      'Paid on 03/02/2024',
      'Amount Paid',
    ],
    due: ['Amount due', 'Total due now', 'Balance due', 'Amount payable'],
  },
  {
    net: 'Nettobetrag',
    tax: 'USt. 19 %',
    total: ['Gesamtbetrag', 'Rechnungsbetrag brutto', 'Summe'],
    paid: [
      'abzgl. Anzahlung',
      'Bereits gezahlt',
      'Abschlagszahlung',
      'abzüglich Abschlagsrechnung vom 03.02.2024',
      'abzgl. Akontozahlung',
    ],
    due: ['Zahlbetrag', 'Noch zu zahlen', 'Zu zahlen'],
  },
  {
    net: 'Total HT',
    tax: 'TVA 20 %',
    total: ['Total TTC', 'Total toutes taxes comprises', 'Montant total'],
    paid: ['Acompte versé', 'Déjà réglé', 'Acomptes reçus', 'Payé le 03/02/2024'],
    due: ['Net à payer', 'Reste à payer', 'Montant à payer'],
  },
  {
    net: 'Totaal excl. btw',
    tax: 'Btw 21%',
    total: ['Factuurbedrag', 'Totaal incl. btw', 'Totaal'],
    paid: ['Aanbetaling', 'Reeds betaald', 'Vooruitbetaling'],
    due: ['Te betalen', 'Openstaand bedrag'],
  },
  {
    net: 'Imponibile',
    tax: 'IVA 22%',
    total: ['Totale fattura', 'Totale documento'],
    paid: ['Acconto versato', 'Già pagato'],
    due: ['Netto a pagare', 'Importo da pagare'],
  },
  {
    net: 'Base imponible',
    tax: 'IVA 21%',
    total: ['Total factura', 'Importe total'],
    paid: ['Anticipo recibido', 'Entrega a cuenta'],
    due: ['Total a pagar', 'Importe a pagar'],
  },
];

const money = (minor: number) =>
  `${Math.floor(minor / 100).toLocaleString('en-US')}.${String(minor % 100).padStart(2, '0')}`;

function invoice(seed: number) {
  const r = rng(seed);
  const w = pick(r, WORDS);
  const net = int(r, 20_000, 2_000_000);
  const tax = Math.round(net * 0.2);
  const gross = net + tax;
  const paid = Math.round(gross * pick(r, [0.1, 0.3, 0.5]));
  const sign = chance(r, 0.5) ? '-' : '';
  const text = [
    'Northwind Trading Ltd',
    `Invoice No: ${int(r, 1000, 9999)}`,
    `Consulting services   ${money(net)}`,
    `${w.net}   ${money(net)}`,
    `${w.tax}   ${money(tax)}`,
    `${pick(r, w.total)}   ${money(gross)} EUR`,
    `${pick(r, w.paid)}   ${sign}${money(paid)} EUR`,
    `${pick(r, w.due)}   ${money(gross - paid)} EUR`,
  ].join('\n');
  return { text, gross };
}

/** Spain deducts IRPF in the invoice's total; Italy's total comes before the ritenuta. */
function withheld(seed: number) {
  const r = rng(seed);
  const lines = int(r, 50_000, 900_000);
  const discount = Math.round(lines * 0.1);
  const net = lines - discount;
  const spanish = chance(r, 0.5);
  const tax = Math.round(net * (spanish ? 0.21 : 0.22));
  const held = Math.round(net * (spanish ? 0.15 : 0.2));
  const printed = spanish
    ? [
        'Iris Conseil SL',
        `Factura nº ${int(r, 100, 999)}`,
        `Suma   ${money(lines)} EUR`,
        `Descuento 10%   -${money(discount)} EUR`,
        `Base imponible   ${money(net)} EUR`,
        `IVA 21%   ${money(tax)} EUR`,
        `IRPF -15%   -${money(held)} EUR`,
        `${pick(r, ['TOTAL', 'Total factura'])}   ${money(net + tax - held)} EUR`,
      ]
    : [
        'Horizon Conseil Srl',
        `Fattura n. ${int(r, 100, 999)}`,
        `Imponibile   €${money(net)}`,
        `IVA 22%   €${money(tax)}`,
        `Totale fattura   €${money(net + tax)}`,
        `Ritenuta d'acconto 20%   -€${money(held)}`,
        `${pick(r, ['Netto a pagare', 'Importo da pagare'])}   €${money(net + tax - held)}`,
      ];
  return {
    text: printed.join('\n'),
    gross: spanish ? net + tax - held : net + tax,
  };
}

function misses(make: (seed: number) => { text: string; gross: number }, from: number) {
  return Array.from({ length: 80 }, (_, i) => make(from + i))
    .map(({ text, gross }) => ({
      text,
      want: gross,
      got: extractFields(documentTextFromPlain(text)).extractedData.totalAmount,
    }))
    .filter((c) => c.got !== c.want);
}

describe('a total after a deposit or a withholding', () => {
  it('is the amount before the deposit, not what is left to pay', () => {
    expect(misses(invoice, 9100)).toEqual([]);
  });

  it('follows the country: Spain totals after IRPF, Italy before the ritenuta', () => {
    expect(misses(withheld, 9300)).toEqual([]);
  });
});
