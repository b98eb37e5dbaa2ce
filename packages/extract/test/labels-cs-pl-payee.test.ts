import { describe, expect, it } from 'vitest';
import { documentTextFromPlain, extractFields } from '../src/index.js';

/** Invoices made by code in Czech and Polish, and payee blocks in several languages. */
function read(text: string) {
  return extractFields(documentTextFromPlain(text)).extractedData;
}

const PEOPLE = [
  ['Petr Nový', 'Adam Černý'],
  ['Stavby Morava s.r.o.', 'Jana Dvořáková'],
  ['Kovo Hradec s.r.o.', 'Lesní družstvo'],
] as const;

function czech(i: number, tableLayout: boolean) {
  const [seller, buyer] = PEOPLE[i % PEOPLE.length] as readonly [string, string];
  const number = `2025${String(1000 + i * 37)}`;
  const net = 1000 + i * 250;
  const vat = Math.round(net * 0.21);
  const gross = net + vat;
  const kc = (n: number) => `Kč ${n.toLocaleString('de-DE')}`;
  const head = tableLayout
    ? [
        `Faktura   č. ${number}`,
        ...[
          ['Prodejce', 'Kupující'],
          [seller, buyer],
          ['Rolnická 1', 'Ostravská 1'],
          ['IČ: 56565656', 'IČ: 27082440'],
          ['DIČ: CZ56565656', 'DIČ: CZ27082440'],
        ].map(([left, right]) => `${(left ?? '').padEnd(32)}${right ?? ''}`),
      ]
    : [
        `Daňový doklad číslo: ${number}`,
        'Dodavatel:',
        seller,
        'Rolnická 1, 747 05 Opava',
        'IČ: 56565656, DIČ: CZ56565656',
        '',
        'Odběratel:',
        buyer,
        'Ostravská 1, 747 70 Opava',
        'IČ: 27082440, DIČ: CZ27082440',
      ];
  return {
    text: [
      ...head,
      `Datum vystavení   0${1 + (i % 8)}.03.2025`,
      `Datum splatnosti   1${1 + (i % 8)}.03.2025`,
      'Položka   Počet   Cena',
      `Práce   1   ${kc(net)}`,
      `Základ daně:   ${kc(net)}`,
      `DPH 21 %:   ${kc(vat)}`,
      `Celkem k úhradě:   ${kc(gross)},-`,
    ].join('\n'),
    number,
    seller,
    gross: gross * 100,
    issue: `2025-03-0${1 + (i % 8)}`,
    due: `2025-03-1${1 + (i % 8)}`,
  };
}

function polish(i: number) {
  const number = `FV/${i + 1}/2025`;
  const net = 200 + i * 130;
  const vat = Math.round(net * 0.23 * 100) / 100;
  const gross = Math.round((net + vat) * 100);
  const zl = (n: number) => `${n.toFixed(2).replace('.', ',')} zł`;
  return {
    text: [
      `Faktura VAT nr ${number}`,
      `Data wystawienia: 2025-04-${String(10 + (i % 9))}`,
      `Termin płatności: 2025-05-${String(10 + (i % 9))}`,
      'Sprzedawca:   Nabywca:',
      'Drukarnia Wisła Sp. z o.o.   Jan Kowalski',
      'NIP: 5260250274   NIP: 7740001454',
      `Wartość netto   ${zl(net)}`,
      `Kwota VAT   ${zl(vat)}`,
      `Razem do zapłaty:   ${zl(gross / 100)}`,
    ].join('\n'),
    number,
    gross,
    issue: `2025-04-${String(10 + (i % 9))}`,
    due: `2025-05-${String(10 + (i % 9))}`,
  };
}

describe('Czech and Polish vocabularies (labels as data, no rule changes)', () => {
  it('reads Czech invoices in a table and a stacked layout: number, dates, total in Kč, seller', () => {
    for (let i = 0; i < 12; i++) {
      const doc = czech(i, i % 2 === 0);
      const d = read(doc.text);
      expect(d.invoiceNumber, doc.text).toBe(doc.number);
      expect(d.issueDate, doc.text).toBe(doc.issue);
      expect(d.dueDate, doc.text).toBe(doc.due);
      expect(d.totalAmount, doc.text).toBe(doc.gross);
      expect(d.currency, doc.text).toBe('CZK');
      expect(d.vendor.name, doc.text).toBe(doc.seller);
      expect(d.vendor.taxId, doc.text).toBe('CZ56565656');
    }
  });

  it('reads Polish invoices: Faktura VAT nr, Razem do zapłaty in złoty, the seller', () => {
    for (let i = 0; i < 12; i++) {
      const doc = polish(i);
      const d = read(doc.text);
      expect(d.invoiceNumber, doc.text).toBe(doc.number);
      expect(d.issueDate, doc.text).toBe(doc.issue);
      expect(d.dueDate, doc.text).toBe(doc.due);
      expect(d.totalAmount, doc.text).toBe(doc.gross);
      expect(d.currency, doc.text).toBe('PLN');
      expect(d.vendor.name, doc.text).toBe('Drukarnia Wisła Sp. z o.o.');
    }
  });
});

describe('the payee of the bank details is the seller', () => {
  const cases = [
    ['Bénéficiaire', 'NOM : ATELIER DUVAL'],
    ['Kontoinhaber', 'Name: Atelier Duval'],
    ['Account holder', 'Name: ATELIER DUVAL'],
  ] as const;
  for (const [label, value] of cases) {
    it(`takes the name under "${label}" with its own "${value.split(':')[0]}:" label`, () => {
      const d = read(
        [
          'Client   Facture N° 12',
          'Marie Leroy',
          '3 rue Neuve',
          'Total TTC   120,00 €',
          '',
          `${label}`,
          value,
          'IBAN : FR76 3000 6000 0112 3456 7890 189',
        ].join('\n'),
      );
      expect(d.vendor.name?.toLowerCase()).toBe('atelier duval');
    });
  }

  it('takes a payee labelled in the middle of a line ("Virement BRED – Titulaire du compte : X")', () => {
    const d = read(
      [
        'Jean Martin',
        '4 place du Marché',
        'Facture n° 77',
        'Total TTC :   56,02 €',
        'Virement   BANQUE POPULAIRE – Titulaire du compte : PRESSE LEGALE',
        'IBAN : FR76 1010 7002 4500 6170 5231 739',
      ].join('\n'),
    );
    expect(d.vendor.name).toBe('PRESSE LEGALE');
  });

  // Factoring or a parent company's account: the seller's letterhead and tax id name the
  // vendor; a different payee is who is paid, not who sold.
  const sellers = [
    ['Nord Werkzeuge GmbH', 'DE129273398', 'Zahlungsempfänger:', 'Deutsche Factoring Bank GmbH'],
    ['Atelier Rousseau SARL', 'FR40303265045', 'Bénéficiaire :', 'Eurofactor SA'],
    ['Harbour Tools Ltd', 'GB980780684', 'Payee:', 'Close Brothers Invoice Finance Ltd'],
    ['Bouwmaat Twente B.V.', 'NL004495445B01', 'Begunstigde:', 'ABN AMRO Factoring B.V.'],
    ['Ferramenta Rossi S.r.l.', 'IT00743110157', 'Beneficiario:', 'Banca Ifis S.p.A.'],
  ] as const;
  for (const [seller, vatId, label, payee] of sellers) {
    it(`keeps the letterhead's seller when "${label}" names a factoring company`, () => {
      const d = read(
        [
          seller,
          'Industriestraße 4, 12345 Stadt',
          `VAT: ${vatId}`,
          '',
          'Invoice   No. 2025-118',
          'Bill to',
          'Klara Berg',
          'Marktplatz 2',
          'Date: 12.03.2025',
          'Total:   1.190,00 EUR',
          '',
          label,
          payee,
          'IBAN : DE89 3704 0044 0532 0130 00',
        ].join('\n'),
      );
      expect(d.vendor.name).toBe(seller);
    });
  }

  it('reads "Provider / Purchaser" column headers: the name under Provider', () => {
    const d = read(
      [
        'Invoice   NO. 42',
        'Provider   Purchaser',
        'John White   Will Black',
        '5th Avenue   7th Avenue',
        'Total: $ 900',
      ].join('\n'),
    );
    expect(d.vendor.name).toBe('John White');
  });
});
