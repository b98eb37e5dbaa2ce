import { describe, expect, it } from 'vitest';
import { documentTextFromPlain, extractFields } from '../src/index.js';

const read = (text: string) => extractFields(documentTextFromPlain(text));

describe('field extraction across layouts', () => {
  it('stacked labels with the value on the next line, a "From:" block', () => {
    const { extractedData: d } = read(`INVOICE
From:
Acme Design Studio
12 Baker Street
London W1U 3BW

Invoice number
INV-2024-0099
Invoice date
5th February 2024

Total (GBP)          £1,250.00`);
    expect(d).toMatchObject({
      invoiceNumber: 'INV-2024-0099',
      issueDate: '2024-02-05',
      totalAmount: 125000,
      currency: 'GBP',
      vendor: { name: 'Acme Design Studio', address: '12 Baker Street, London W1U 3BW' },
    });
  });

  it('"Rechnung Nr. X vom <date>" and a due date from payment terms', () => {
    const { extractedData: d } = read(`Rechnung Nr. 2024-117 vom 05.02.2024
Schreinerei Holzwurm e.K.
Zahlbar innerhalb von 14 Tagen.
Summe netto 1.000,00 EUR
Umsatzsteuer 19 % 190,00 EUR
Rechnungsbetrag 1.190,00 EUR`);
    expect(d).toMatchObject({
      invoiceNumber: '2024-117',
      issueDate: '2024-02-05',
      dueDate: '2024-02-19',
      totalAmount: 119000,
      currency: 'EUR',
      vendor: { name: 'Schreinerei Holzwurm e.K.', address: null },
    });
  });

  it('a Dutch invoice: Factuurnummer, Vervaldatum, Te betalen', () => {
    const { extractedData: d } = read(`Bakkerij de Gouden Korst B.V.
Kerkstraat 1, 1017 GC Amsterdam
BTW-nummer: NL004495445B01

Factuurnummer   2024-0012
Factuurdatum    12-02-2024
Vervaldatum     11-03-2024

Subtotaal      € 1.000,00
BTW 21%        €   210,00
Te betalen     € 1.210,00`);
    expect(d).toMatchObject({
      invoiceNumber: '2024-0012',
      issueDate: '2024-02-12',
      dueDate: '2024-03-11',
      totalAmount: 121000,
      vendor: { name: 'Bakkerij de Gouden Korst B.V.', taxId: 'NL004495445B01' },
    });
  });

  it('"Amount Due (USD)" and a bare "Due:" label', () => {
    const { extractedData: d } = read(`Invoice
Pixel Forge Inc.
Invoice #  4471        Date: 2024-03-01
Amount Due (USD): $12,400.00
Due: 2024-03-31`);
    expect(d).toMatchObject({
      invoiceNumber: '4471',
      issueDate: '2024-03-01',
      dueDate: '2024-03-31',
      totalAmount: 1240000,
      vendor: { name: 'Pixel Forge Inc.' },
    });
  });

  it('a French till receipt with the legal form in front of the name', () => {
    const { type, extractedData: d } = read(`SARL LA BONNE TABLE
12 place du Marché 33000 Bordeaux
Ticket n° 000482      le 14/07/2024 à 20:15
2 Menu du jour        37,00
TOTAL TTC             37,00 €
dont TVA 10%           3,36 €
CB                    37,00 €
Merci de votre visite`);
    expect(type).toBe('receipt');
    expect(d).toMatchObject({
      invoiceNumber: '000482',
      transactionDate: '2024-07-14',
      totalAmount: 3700,
      currency: 'EUR',
      vendor: { name: 'SARL LA BONNE TABLE', address: '12 place du Marché 33000 Bordeaux' },
    });
  });

  it('a US grocery receipt with an ordinal date', () => {
    const { type, extractedData: d } = read(`TRADER BOB'S
Feb 5th, 2024 6:41 PM
BANANAS  0.99
MILK 2.49
SUBTOTAL 3.48
TAX 0.00
TOTAL USD 3.48
MASTERCARD 3.48
THANK YOU`);
    expect(type).toBe('receipt');
    expect(d).toMatchObject({ transactionDate: '2024-02-05', totalAmount: 348, currency: 'USD' });
  });
});

/** Legal notices of a company's share capital, as printed in footers across Europe. */
const CAPITAL_NOTICES = [
  ['Atelier Lumière', 'SARL au capital de 10 000 € - RCS Lyon B 530 848 134'],
  ['Atelier Lumière', 'SAS au capital social de 5 000,00 euros – SIRET 53084813400017'],
  [
    'Nordlicht Technik',
    'GmbH mit einem Stammkapital von 25.000 EUR - Amtsgericht Hamburg HRB 12345',
  ],
  [
    'Brightside Analytics',
    'Private limited company with share capital of £1,000 - Company No. 0123456',
  ],
  ['Studio Verde', 'S.r.l. capitale sociale € 10.000 i.v. - P.IVA IT01234567890'],
  ['Talleres Sol', 'S.L. capital social 3.000 € - CIF B12345678'],
] as const;

describe('a legal notice of the share capital is never the vendor', () => {
  it.each(CAPITAL_NOTICES)('footer of %s: "%s"', (name, notice) => {
    const { extractedData: d } = read(`Invoice 2024-031
Date 05.02.2024
Bill to: Client Corp
Total EUR 120.00



${name}
12 Example Road, 10115 Town
${notice}`);
    expect(d.vendor?.name).not.toMatch(/capital|kapital/i);
    expect(d.vendor?.name).toBe(name);
  });

  it('a name with "capital of" and no amount stays a name', () => {
    const { extractedData: d } = read(`Capital of Texas Insurance LLC
400 Congress Ave, Austin TX 78701

Invoice 2024-032
Date 05.02.2024
Total USD 80.00`);
    expect(d.vendor?.name).toBe('Capital of Texas Insurance LLC');
  });
});

describe('long documents', () => {
  it('stays linear: 200 invoices in one text are read in seconds, not minutes', () => {
    const invoice = `Muster Software GmbH · Hauptstraße 12 · 80331 München
Rechnungsnummer: RE-1
Rechnungsdatum: 12.03.2024
Gesamtbetrag 1.368,50 €`;
    const started = performance.now();
    const { extractedData } = read(Array.from({ length: 200 }, () => invoice).join('\n\n'));
    // A generous bound: a quadratic step once made this take 25 s.
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(extractedData.invoiceNumber).toBe('RE-1');
  });
});
