import { describe, expect, it } from 'vitest';
import { documentTextFromPlain, extractFields } from '../src/index.js';
import { addDays } from '../src/parse/date.js';
import { int, pick, rng } from './corpus/model.js';
import { DATE_LANGS, dateDoc, printDate, randomIssue, type DateLang } from './date-docs.js';

/**
 * Terms that make an invoice payable at once ("Zahlbar sofort ohne Abzug", "Due on receipt",
 * "Paiement à réception"): the due date is the issue date. 120 invoices from a seeded
 * generator, six languages, the terms on a line of their own or after a terms label.
 */
const IMMEDIATE: Record<DateLang, string[]> = {
  de: [
    'Zahlbar sofort ohne Abzug.',
    'Zahlungsbedingungen: Zahlbar sofort, rein netto',
    'Der Rechnungsbetrag ist sofort fällig.',
    'Zahlungsziel: sofort',
    'Zahlbar bei Erhalt der Rechnung ohne Abzug.',
    'Der Rechnungsbetrag ist sofort nach Erhalt ohne Abzug fällig.',
    'Sofort nach Rechnungserhalt zahlbar.',
  ],
  en: [
    'Terms: Due on receipt',
    'Payment is due upon receipt of this invoice.',
    'Payable immediately by bank transfer.',
    'Payment terms: Immediate',
  ],
  fr: [
    'Paiement à réception de facture.',
    'Conditions de règlement : comptant',
    'Facture payable à réception par virement.',
    'Règlement immédiat sans escompte.',
  ],
  nl: [
    'Deze factuur is direct opeisbaar.',
    'Gelieve per direct te betalen op onderstaand rekeningnummer.',
    'Betaling bij ontvangst van de factuur.',
    'Direct te voldoen na ontvangst.',
  ],
  it: [
    'Pagamento: rimessa diretta vista fattura',
    'Condizioni di pagamento: pagamento a vista',
    'Pagamento immediato tramite bonifico bancario.',
    'Pagamento: rimessa diretta',
  ],
  es: [
    'Forma de pago: contado',
    'Pago al contado mediante transferencia.',
    'Pago a la recepción de la factura.',
  ],
};

const dueOf = (text: string) => extractFields(documentTextFromPlain(text)).extractedData.dueDate;

describe('terms that make an invoice payable at once', () => {
  it('give the issue date as the due date, in six languages', () => {
    const wrong = Array.from({ length: 120 }, (_, i) => {
      const r = rng(9100 + i);
      const lang = DATE_LANGS[i % DATE_LANGS.length] as DateLang;
      const issue = randomIssue(r);
      const doc = dateDoc(r, lang, issue, [pick(r, IMMEDIATE[lang])]);
      return { text: doc.text, want: issue, got: dueOf(doc.text) };
    }).filter((d) => d.got !== d.want);
    expect(wrong).toEqual([]);
  });

  it('give way to days, in Swiss German too ("innert 30 Tagen")', () => {
    const wrong = Array.from({ length: 30 }, (_, i) => {
      const r = rng(9400 + i);
      const issue = randomIssue(r);
      const days = int(r, 10, 60);
      const line = pick(r, [
        `Zahlbar innert ${days} Tagen netto.`,
        `Zahlungsbedingungen: innert ${days} Tagen ohne Abzug`,
        `Bitte überweisen Sie den Betrag innert ${days} Tagen.`,
      ]);
      const doc = dateDoc(r, 'de', issue, [line]);
      return { text: doc.text, want: addDays(issue, days), got: dueOf(doc.text) };
    }).filter((d) => d.got !== d.want);
    expect(wrong).toEqual([]);
  });

  it('let a due date printed on the issue date under its label stand', () => {
    const wrong = Array.from({ length: 30 }, (_, i) => {
      const r = rng(9500 + i);
      const issue = randomIssue(r);
      const lang = i % 2 === 0 ? 'en' : 'it';
      const lines =
        lang === 'en'
          ? [
              `Terms   ${pick(r, ['Due on receipt', 'Due upon receipt'])}`,
              `Due   ${printDate(r, issue, 'en')}`,
            ]
          : [
              'Modalità di pagamento: bonifico bancario vista fattura',
              `Scadenze: ${printDate(r, issue, 'it')}   € ${int(r, 10, 999)},00`,
            ];
      const doc = dateDoc(r, lang, issue, lines);
      return { text: doc.text, want: issue, got: dueOf(doc.text) };
    }).filter((d) => d.got !== d.want);
    expect(wrong).toEqual([]);
  });

  it('give way to days or a deadline on the same line', () => {
    const wrong = Array.from({ length: 30 }, (_, i) => {
      const r = rng(9300 + i);
      const issue = randomIssue(r);
      const days = int(r, 7, 30);
      const doc =
        i % 2 === 0
          ? dateDoc(r, 'de', issue, [
              `Zahlbar nach Erhalt der Rechnung innerhalb von ${days} Tagen ohne Abzug.`,
            ])
          : dateDoc(r, 'it', issue, [`Pagamento: rimessa diretta a ${days} giorni data fattura`]);
      return { text: doc.text, want: addDays(issue, days), got: dueOf(doc.text) };
    }).filter((d) => d.got !== d.want);
    expect(wrong).toEqual([]);
  });

  it('are not read into words that only start the same way', () => {
    const wrong = Array.from({ length: 30 }, (_, i) => {
      const r = rng(9400 + i);
      const issue = randomIssue(r);
      const doc = dateDoc(r, 'de', issue, [
        pick(r, [
          'Sofortüberweisung und PayPal werden akzeptiert.',
          'Die Ware ist sofort lieferbar.',
          'Lieferung sofort nach Zahlungseingang.',
        ]),
      ]);
      return { text: doc.text, got: dueOf(doc.text) };
    }).filter((d) => d.got !== null);
    expect(wrong).toEqual([]);
  });
});
