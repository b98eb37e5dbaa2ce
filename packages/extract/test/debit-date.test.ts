import { describe, expect, it } from 'vitest';
import { documentTextFromPlain, extractFields } from '../src/index.js';
import { int, pick, rng } from './corpus/model.js';

/**
 * Bills paid by direct debit print no due-date label: the sentence that says when the amount
 * is taken from the account gives the due date (BT-9). 80 bills from a seeded generator in six
 * languages, the debit sentence worded in ways the bills corpus does not use, with the billing
 * period (a range) and the previous payment (a past date) printed beside it.
 */
const WORDS = [
  {
    no: 'Rechnungsnummer',
    date: 'Rechnungsdatum',
    period: 'Abrechnungszeitraum',
    paid: 'Zahlung erhalten am',
    total: 'Rechnungsbetrag',
    debit: [
      'Der Gesamtbetrag wird frühestens am {d} per SEPA-Lastschrift abgebucht.',
      'Die Abbuchung erfolgt am {d}.',
      'Wir ziehen den Betrag am {d} ein; er wird von Konto DE12 **** 3456 eingezogen.',
    ],
  },
  {
    no: 'Factuurnummer',
    date: 'Factuurdatum',
    period: 'Periode',
    paid: 'Ontvangen op',
    total: 'Totaal',
    debit: ['Dit bedrag wordt op {d} automatisch afgeschreven.', 'Afschrijving op of na {d}.'],
  },
  {
    no: 'N° de facture',
    date: 'Date de facture',
    period: 'Période',
    paid: 'Paiement reçu le',
    total: 'Total TTC',
    debit: ['Prélèvement automatique le {d}.', 'Cette somme sera débitée le {d} de votre compte.'],
  },
  {
    no: 'Invoice number',
    date: 'Invoice date',
    period: 'Service period',
    paid: 'Payment received on',
    total: 'Total',
    debit: [
      'This amount will be debited from your account on {d}.',
      'Your payment will be collected on {d} by Direct Debit.',
    ],
  },
  {
    no: 'Nº de factura',
    date: 'Fecha de emisión',
    period: 'Periodo',
    paid: 'Pago recibido el',
    total: 'Total factura',
    debit: ['El importe se cargará el {d} en su cuenta.', 'Adeudo por domiciliación el {d}.'],
  },
  {
    no: 'Numero fattura',
    date: 'Data fattura',
    period: 'Periodo',
    paid: 'Pagamento ricevuto il',
    total: 'Totale',
    debit: [
      'Importo addebitato sul conto corrente il {d}.',
      'Domiciliazione bancaria: addebito il {d}.',
    ],
  },
];

const pad = (n: number) => String(n).padStart(2, '0');
const dmy = (d: Date) => `${pad(d.getUTCDate())}.${pad(d.getUTCMonth() + 1)}.${d.getUTCFullYear()}`;
const iso = (d: Date) => d.toISOString().slice(0, 10);
const days = (d: Date, n: number) => new Date(d.getTime() + n * 86_400_000);

function bill(seed: number) {
  const r = rng(seed);
  const w = pick(r, WORDS);
  const issue = new Date(Date.UTC(int(r, 2020, 2026), int(r, 1, 11), int(r, 1, 28)));
  const debit = days(issue, int(r, 5, 25));
  const from = new Date(Date.UTC(issue.getUTCFullYear(), issue.getUTCMonth() - 1, 1));
  const to = new Date(Date.UTC(issue.getUTCFullYear(), issue.getUTCMonth(), 0));
  const text = [
    'Northwind Telecom GmbH',
    `${w.no}   ${int(r, 100000, 999999)}`,
    `${w.date}   ${dmy(issue)}`,
    `${w.period}: ${dmy(from)} - ${dmy(to)}`,
    `${w.paid} ${dmy(days(issue, -int(r, 10, 25)))}   -39,99 EUR`,
    `${w.total}   ${int(r, 10, 99)},${int(r, 10, 99)} EUR`,
    pick(r, w.debit).replace('{d}', dmy(debit)),
  ].join('\n');
  return { text, want: iso(debit) };
}

describe('a direct-debit date', () => {
  it('is the due date of a bill that prints no due-date label', () => {
    const misses = Array.from({ length: 80 }, (_, i) => bill(7300 + i))
      .map(({ text, want }) => ({
        text,
        want,
        got: extractFields(documentTextFromPlain(text)).extractedData.dueDate,
      }))
      .filter((c) => c.got !== c.want);
    expect(misses).toEqual([]);
  });
});
