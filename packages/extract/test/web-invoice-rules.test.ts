/**
 * Rules found on invoices printed from HTML by a browser (test/corpus/html-layouts.ts): cells
 * that wrap, values in a strip under their labels, ids next to another column. Each case is
 * laid out by code in several languages.
 */
import { describe, expect, it } from 'vitest';
import { checkVAT, france } from 'jsvat';
import { rng, validIban } from './corpus/model.js';
import { fieldsOf } from './laid-out-page.js';

describe('a VAT id printed next to another column', () => {
  // GB ids may carry a 3-digit branch, so digits in the next column would make a valid id.
  const CASES = [
    ['GB502520893', '105 Station Road'],
    ['GB370333379', '168 Market Street'],
    ['GB877732224', '161 High Street'],
  ] as const;

  it('ends at the column gap', () => {
    for (const [vatId, street] of CASES) {
      const data = fieldsOf([
        ['Dubois Office LLP', 50, 40, 12],
        ['Tel. +44 29 2348351', 50, 56, 9],
        [`VAT Reg. No. ${vatId}`, 50, 68, 9],
        [street, 330, 68, 9],
        ['Invoice number FT588472', 50, 140, 10],
        ['Total', 350, 300, 10],
        ['£1,250.00', 470, 300, 10],
      ]);
      expect(data.vendor.taxId, vatId).toBe(vatId);
    }
  });
});

describe('a document number in a strip of labels over values', () => {
  const CASES = [
    ['Invoice', 'Number', '2024-9995', '168 Main St'],
    ['Factuur', 'Nummer', 'K/2024/530', '77 Stationsweg'],
    ['Rechnung', 'Nr.', '88213', '12 Hauptstraße'],
  ] as const;
  // OCR splits a code at letter spacing: the cell is still the number alone.
  const SPLIT = ['Invoice', 'Booking ID', 'KLMQ 4127', '22 Park Lane'] as const;

  it('is the cell under the number label, never an address line under the title', () => {
    for (const [title, label, number, street] of CASES) {
      const data = fieldsOf([
        [title, 50, 40, 22],
        ['Delta Consulting Corp.', 50, 80, 10],
        [street, 50, 92, 10],
        ['Chicago, IL 79707', 50, 104, 10],
        [label, 50, 150, 8],
        ['Date', 200, 150, 8],
        [number, 50, 162, 10],
        ['01/22/2020', 200, 162, 10],
        ['Total', 350, 300, 10],
        ['$1,250.00', 470, 300, 10],
      ]);
      expect(data.invoiceNumber, number).toBe(number);
    }
  });

  it('may be split by OCR into letters and digits', () => {
    const [title, label, number, street] = SPLIT;
    const data = fieldsOf([
      [title, 50, 40, 22],
      [street, 50, 92, 10],
      [label, 50, 150, 8],
      [number, 50, 162, 10],
    ]);
    expect(data.invoiceNumber).toBe('KLMQ4127');
  });
});

describe('slashed dates on Italian and Spanish documents', () => {
  const CASES = [
    ['FATTURA', 'Data', 'Totale documento', 'Pagamento entro 30 giorni data fattura'],
    ['FACTURA', 'Fecha de factura', 'Total factura', 'Forma de pago: transferencia, 30 días'],
  ] as const;

  it('are day first even when no day is above 12 and the currency is written EUR', () => {
    for (const [title, dateLabel, totalLabel, terms] of CASES) {
      const data = fieldsOf([
        [title, 50, 40, 18],
        [`${dateLabel}:`, 50, 80, 10],
        ['10/08/2021', 200, 80, 10],
        ['Consulenza / Consultoría', 50, 150, 10],
        ['EUR 3.988,76', 450, 150, 10],
        [totalLabel, 300, 200, 10],
        ['EUR 4.387,64', 450, 200, 10],
        [terms, 50, 240, 9],
      ]);
      expect(data.issueDate, title).toBe('2021-08-10');
    }
  });
});

describe('a total whose cell wrapped', () => {
  const CASES = [
    ['Totale', 'documento', 'EUR', '4.387,64', 438764],
    ['Totaal incl.', 'btw', 'EUR', '12.622,87', 1262287],
    ['Total', 'due', 'USD', '16,561.15', 1656115],
  ] as const;

  it('takes the amount under the currency printed right of the label', () => {
    for (const [label, rest, currency, amount, minor] of CASES) {
      const data = fieldsOf([
        ['Helios Installatie S.n.c.', 50, 40, 12],
        ['Line one', 50, 150, 10],
        [`${currency} 99,00`, 450, 150, 10],
        [label, 300, 200, 10],
        [currency, 470, 200, 10],
        [rest, 300, 211, 10],
        [amount, 460, 211, 10],
      ]);
      expect(data.totalAmount, label).toBe(minor);
    }
  });
});

describe('letter-spaced capitals (CSS letter-spacing, read by pdf.js with a space per letter)', () => {
  const CASES = [
    ['Z A H L B A R B I S', '07.02.2026', 'R E C H N U N G S B E T R A G', '7.708,82 €', 770882],
    ['P A Y M E N T D U E', '07/02/2026', 'A M O U N T D U E', '£7,708.82', 770882],
    ["D AT E D ' É C H É A N C E", '07/02/2026', 'T O TA L À PAY E R', '7 708,82 €', 770882],
  ] as const;

  it('are read as their labels', () => {
    for (const [dueLabel, due, totalLabel, total, minor] of CASES) {
      const data = fieldsOf([
        ['Riverside Studio KG', 50, 40, 12],
        ['I N V O I C E # / R E . - N R .', 50, 100, 7],
        ['10836482', 200, 100, 9],
        ['D AT E', 50, 112, 7],
        ['28.01.2026', 200, 112, 9],
        [dueLabel, 50, 124, 7],
        [due, 200, 124, 9],
        [totalLabel, 300, 300, 7],
        [total, 470, 300, 9],
      ]);
      expect(data.dueDate, dueLabel).toBe('2026-02-07');
      expect(data.totalAmount, totalLabel).toBe(minor);
    }
  });
});

describe('an IBAN whose first digits have the form of a VAT id', () => {
  it('is never the vendor tax id', () => {
    const r = rng(20261126);
    let tried = 0;
    for (let i = 0; i < 200; i++) {
      const iban = validIban(r, 'FR');
      // Only IBANs whose first 13 characters pass the French VAT checksum can mislead.
      if (!checkVAT(iban.slice(0, 13), [france]).isValid) continue;
      tried++;
      // A footer in columns: the IBAN and the VAT id under their labels, on one line.
      const data = fieldsOf([
        ['Atelier Moreau SARL', 50, 40, 12],
        ['Facture F-2024-118', 50, 120, 14],
        ['Total TTC', 350, 300, 10],
        ['1 250,00 €', 470, 300, 10],
        ['Atelier Moreau SARL', 50, 770, 7],
        ['IBAN', 250, 770, 7],
        ['N° TVA intracommunautaire', 420, 770, 7],
        ['12 rue des Lilas', 50, 780, 7],
        [iban, 250, 780, 7],
        ['FR40303265045', 420, 780, 7],
      ]);
      expect(data.vendor.taxId, iban).toBe('FR40303265045');
    }
    expect(tried).toBeGreaterThan(0);
  });
});

describe('a cell ending in the word "de"', () => {
  it('is no French seller label ("De :") unless "de" stands alone', () => {
    const cases: Array<[string, string]> = [
      ['24 de agosto de', 'Paseo de Gracia 17'],
      ['Fecha de', 'Gran Vía 118'],
      ['Lieu de', 'Quai de la Gare'],
    ];
    for (const [cell, right] of cases) {
      const data = fieldsOf([
        ['Valmont Design S.A.', 50, 40, 12],
        [cell, 50, 120, 9],
        [right, 300, 120, 9],
        ['Total', 350, 300, 10],
        ['1.250,00 €', 470, 300, 10],
      ]);
      expect(data.vendor.name, cell).toBe('Valmont Design S.A.');
    }
  });
});

describe('a purchase order number', () => {
  it('is not the invoice number, whichever way "PO" is written', () => {
    for (const po of ['PO Number:', 'P.O. No.', 'PO #', 'P.O. Number']) {
      const data = fieldsOf([
        ['Sunrise Repairs', 50, 40, 14],
        ['# INV-20931', 50, 60, 10],
        ['Date:', 50, 80, 10],
        ['Jan 1, 2022', 150, 80, 10],
        [po, 300, 120, 10],
        ['PO-77120', 420, 120, 10],
        ['Balance Due:', 300, 300, 10],
        ['$127.50', 420, 300, 10],
      ]);
      expect(data.invoiceNumber, po).toBe('INV-20931');
    }
  });
});

describe('a row of value cells printed close together under a row of labels', () => {
  const CASES = [
    ['Invoice no.', 'Date', 'Due date', 'Customer', 'K/2026/730', '13/08/2021', '03/09/2021'],
    ['Factura nº', 'Fecha', 'Vencimiento', 'Cliente', 'F-2021-118', '13/08/2021', '03/09/2021'],
    ['Rechnungsnr.', 'Datum', 'Fällig am', 'Kunde', 'RE-88213', '13.08.2021', '03.09.2021'],
  ] as const;

  it('reads each value from the cell under its own label', () => {
    for (const [numberLabel, dateLabel, dueLabel, customer, number, date, due] of CASES) {
      const data = fieldsOf([
        ['Westwind Technologies S.A.', 50, 40, 12],
        [numberLabel, 50, 150, 7],
        [dateLabel, 110, 150, 7],
        [dueLabel, 170, 150, 7],
        [customer, 230, 150, 7],
        // Gaps of 10 units between cells: one segment of four runs.
        [number, 50, 160, 10],
        [date, 110, 160, 10],
        [due, 170, 160, 10],
        ['54558', 230, 160, 10],
        ['Total', 350, 300, 10],
        ['1.250,00 €', 470, 300, 10],
      ]);
      expect(data.invoiceNumber, numberLabel).toBe(number);
      expect(data.issueDate, dateLabel).toBe('2021-08-13');
      expect(data.dueDate, dueLabel).toBe('2021-09-03');
    }
  });
});

describe("a till receipt's number", () => {
  it('follows "Trans", "Rcpt No" or "Txn", as UK tills print it', () => {
    for (const label of ['Trans', 'Rcpt No', 'TXN', 'Rcpt.']) {
      const data = fieldsOf([
        ['CORNER STORES LTD', 60, 30, 12],
        ['12 High Street, Leeds LS1 4DT', 50, 46, 8],
        ['VAT No. GB123456789', 50, 58, 8],
        ['18/03/2024 14:02', 50, 74, 8],
        [`${label} 004521`, 50, 86, 8],
        ['Till 3  Op 214', 150, 86, 8],
        ['Milk 1.19', 50, 110, 8],
        ['TOTAL', 50, 130, 9],
        ['£1.19', 150, 130, 9],
      ]);
      expect(data.invoiceNumber, label).toBe('004521');
    }
  });
});
