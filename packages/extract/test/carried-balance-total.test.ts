import { describe, expect, it } from 'vitest';
import { documentTextFromPlain, extractFields } from '../src/index.js';
import { chance, int, pick, rng } from './corpus/model.js';

/**
 * Bills that print their own total, then the account: the last bill, its payment, an unpaid
 * balance brought forward, and what is owed with it. The total is this bill's (EN 16931 BT-112),
 * not the amount due with the old balance, whichever label is the stronger. 80 bills from a
 * seeded generator in six languages, the total's label weak ("Total this bill", "Totaal") or
 * strong ("Rechnungsbetrag", "Montant total TTC").
 */
const WORDS = [
  {
    net: 'Total excluding VAT',
    tax: 'VAT 23%',
    total: ['Total this bill', 'Total charges', 'Total', 'Total for this period'],
    last: 'Your last bill',
    carried: ['Balance brought forward', 'Previous balance', 'Arrears'],
    due: ['Total amount due', 'Amount due', 'Balance due'],
  },
  {
    net: 'Summe netto',
    tax: 'USt. 19 %',
    total: ['Rechnungsbetrag', 'Gesamtbetrag', 'Summe'],
    last: 'Rechnungsbetrag Vormonat',
    carried: ['Offener Betrag aus Vorrechnung', 'Saldovortrag', 'Rückstand aus dem Vormonat'],
    due: ['Zu zahlender Betrag', 'Zahlbetrag', 'Gesamtbetrag fällig'],
  },
  {
    net: 'Total HT',
    tax: 'TVA 20 %',
    total: ['Montant total TTC', 'Total TTC', 'Total'],
    last: 'Facture précédente',
    carried: ['Solde antérieur impayé', 'Report du solde', 'Solde précédent'],
    due: ['Total à payer', 'Montant à payer', 'Net à payer'],
  },
  {
    net: 'Totaal excl. btw',
    tax: 'Btw 21%',
    total: ['Factuurbedrag', 'Totaal incl. btw', 'Totaal'],
    last: 'Vorige factuur',
    carried: ['Openstaand saldo', 'Vorig saldo', 'Saldo vorige factuur'],
    due: ['Totaal te betalen', 'Te betalen'],
  },
  {
    net: 'Imponibile',
    tax: 'IVA 22%',
    total: ['Totale fattura', 'Totale'],
    last: 'Fattura precedente',
    carried: ['Saldo precedente non pagato', 'Insoluti precedenti'],
    due: ['Importo da pagare', 'Totale da pagare'],
  },
  {
    net: 'Base imponible',
    tax: 'IVA 21%',
    total: ['Total factura', 'Importe total'],
    last: 'Factura anterior',
    carried: ['Saldo pendiente', 'Deuda anterior'],
    due: ['Importe a pagar', 'Total a pagar'],
  },
];

const money = (minor: number) =>
  `${Math.floor(minor / 100).toLocaleString('en-US')}.${String(minor % 100).padStart(2, '0')}`;

function bill(seed: number) {
  const r = rng(seed);
  const w = pick(r, WORDS);
  const net = int(r, 2_000, 40_000);
  const tax = Math.round(net * 0.2);
  const gross = net + tax;
  const carried = int(r, 1_000, 30_000);
  const text = [
    'Brightline Telekom Limited',
    `Bill number: ${int(r, 100000, 999999)}`,
    `Monthly charges   ${money(net)}`,
    `${w.net}   ${money(net)}`,
    `${w.tax}   ${money(tax)}`,
    `${pick(r, w.total)}   €${money(gross)}`,
    '',
    `${w.last}   €${money(carried + (chance(r, 0.5) ? 0 : int(r, 100, 900)))}`,
    `${pick(r, w.carried)}   €${money(carried)}`,
    `${pick(r, w.due)}   €${money(gross + carried)}`,
  ].join('\n');
  return {
    text,
    want: gross,
    got: extractFields(documentTextFromPlain(text)).extractedData.totalAmount,
  };
}

describe('a bill with a balance brought forward', () => {
  it('totals this bill, not the amount due with the old balance', () => {
    const misses = Array.from({ length: 80 }, (_, i) => bill(9600 + i)).filter(
      (c) => c.got !== c.want,
    );
    expect(misses).toEqual([]);
  });
});
