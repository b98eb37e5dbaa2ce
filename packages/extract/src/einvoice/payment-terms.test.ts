import { describe, expect, it } from 'vitest';
import { GUIDELINES, ciiXml, sampleModel, ublXml } from './testing/corpus.js';
import { parseEInvoice } from './parse-einvoice.js';
import { dueDateFromTerms } from './payment-terms.js';

/** Payment terms as public EN 16931 / ZUGFeRD samples write them (decision 091). */
describe('due dates from the wording of real payment terms', () => {
  const cases: Array<[string, string, string | null]> = [
    // Mustang EN16931_1_Teilrechnung: the net date is stated; 30 days would be one day later.
    [
      'Zahlbar innerhalb 30 Tagen netto bis 04.07.2018, 3% Skonto innerhalb 10 Tagen bis 15.06.2018',
      '2018-06-05',
      '2018-07-04',
    ],
    // horstoeko xml_en16931_4: a SEPA direct debit on a stated day.
    [
      'Der Betrag in Höhe von EUR 529,87 wird am 20.03.2018 von Ihrem Konto per SEPA-Lastschrift eingezogen.',
      '2018-03-05',
      '2018-03-20',
    ],
    // XRechnung 01.20a: "sofort netto" and then the stated day.
    [
      'Zahlbar unter Angabe der Rechungs- und Debitornummer sofort netto Kasse; fällig zum 04.02.2021 ohne Abzug ',
      '2021-01-25',
      '2021-02-04',
    ],
    // ZUGFeRD 1.0 EXTENDED Warenrechnung: only a discount offer, no due date.
    ['Bei Zahlung innerhalb 14 Tagen gewähren wir 2,0% Skonto.', '2013-08-06', null],
    // Peppol / EN 16931 UBL example 2: a discount and a penalty, no due date.
    [
      '2 % discount if paid within 2 days\n Penalty percentage 10% from due date',
      '2013-06-30',
      null,
    ],
    // XRechnung 01.18a: a bare period.
    ['14 Tage', '2015-04-24', '2015-05-08'],
    ['Paiement à 30 jours fin de mois', '2024-03-11', '2024-04-30'],
    ['Leistungszeitraum bis 31.03.2024, zahlbar innerhalb 14 Tagen', '2024-03-11', '2024-03-25'],
  ];
  for (const [terms, issue, due] of cases) {
    it(`"${terms.slice(0, 60)}" → ${due}`, () => {
      expect(dueDateFromTerms(terms, issue)).toBe(due);
    });
  }

  it('a date before the issue date or over a year after it is not the due date', () => {
    expect(
      dueDateFromTerms('Bestellung vom 01.03.2024, zahlbar bis 01.03.2026', '2024-03-11'),
    ).toBe(null);
  });

  it('reads them from CII and UBL alike', () => {
    const m = sampleModel({
      dueDate: null,
      issueDate: '2018-06-05',
      paymentTerms:
        'Zahlbar innerhalb 30 Tagen netto bis 04.07.2018, 3% Skonto innerhalb 10 Tagen bis 15.06.2018',
    });
    const cii = parseEInvoice(
      ciiXml(m, {
        generation: 'CII',
        guideline: GUIDELINES['ZUGFeRD 2.0'].EN16931,
        profile: 'EN16931',
      }),
    )!;
    const ubl = parseEInvoice(
      ublXml(m, { root: 'Invoice', customization: 'urn:cen.eu:en16931:2017' }),
    )!;
    for (const e of [cii, ubl]) {
      expect(e.data.dueDate).toBe('2018-07-04');
      expect(e.dueDateFromTerms).toBe(true);
    }
  });
});
