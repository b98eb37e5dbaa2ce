import { describe, expect, it } from 'vitest';
import { documentTextFromPlain, extractFields } from '../src/index.js';
import { addDays } from '../src/parse/date.js';
import { int, pick, rng } from './corpus/model.js';
import { DATE_LANGS, dateDoc, printDate, randomIssue, type DateLang } from './date-docs.js';

/**
 * A due date printed only inside a sentence about paying, with no label of its own: a deadline
 * word ("bis spätestens", "uiterlijk", "au plus tard le", "no later than", "entro il", "antes
 * del") right before the date, and a word about paying in the same sentence. 120 invoices
 * from a seeded generator, six languages, five date styles, the amount sometimes inside the
 * sentence.
 */
const SENTENCES: Record<DateLang, Array<(d: string, a: string) => string>> = {
  de: [
    (d) => `Bitte begleichen Sie den Rechnungsbetrag bis spätestens ${d}.`,
    (d, a) => `Wir bitten um Überweisung von ${a} bis zum ${d} auf unser Konto.`,
    (d) => `Der Betrag ist bis ${d} ohne Abzug zu zahlen.`,
  ],
  en: [
    (d) => `Please remit payment no later than ${d}.`,
    (d, a) => `Kindly settle the balance of ${a} before ${d}. Thank you for your business.`,
    (d) => `Payment must reach us by ${d}.`,
  ],
  fr: [
    (d) => `Merci de régler cette facture au plus tard le ${d}.`,
    (d, a) => `Le montant de ${a} est à virer avant le ${d} sur le compte ci-dessous.`,
    (d) => `Paiement par virement avant le ${d}.`,
  ],
  nl: [
    (d, a) => `Gelieve het bedrag van ${a} uiterlijk ${d} over te maken.`,
    (d) => `Wij verzoeken u de factuur vóór ${d} te betalen.`,
    (d) => `Betaling graag voor ${d} op onderstaand rekeningnummer.`,
    (d, a) => `Graag ontvangen wij ${a} vóór ${d}.`,
  ],
  it: [
    (d) => `Si prega di effettuare il pagamento entro il ${d}.`,
    (d, a) => `Importo di ${a} da saldare entro e non oltre il ${d} tramite bonifico.`,
    (d, a) => `Scadenze: ${d} EUR ${a}`,
  ],
  es: [
    (d) => `Rogamos realicen el pago antes del ${d}.`,
    (d, a) => `Importe de ${a} a abonar a más tardar el ${d} mediante transferencia.`,
    (d) => `Transferencia bancaria antes del ${d}.`,
  ],
};

/** A deadline that is not one for paying: no due date comes of it. */
const NOT_PAYMENT: Record<DateLang, (d: string) => string> = {
  de: (d) => `Lieferung bis zum ${d} an die angegebene Adresse.`,
  en: (d) => `Offer valid until ${d}. Goods are shipped by ${d}.`,
  fr: (d) => `Livraison prévue avant le ${d}.`,
  nl: (d) => `Levering vóór ${d} op het afleveradres.`,
  it: (d) => `Consegna prevista entro il ${d}.`,
  es: (d) => `Entrega prevista antes del ${d}.`,
};

function invoice(seed: number) {
  const r = rng(seed);
  const lang = DATE_LANGS[seed % DATE_LANGS.length] as DateLang;
  const issue = randomIssue(r);
  const due = addDays(issue, int(r, 7, 60));
  const sentence = pick(r, SENTENCES[lang]);
  const doc = dateDoc(r, lang, issue, [
    sentence(printDate(r, due, lang), `${int(r, 10, 900)},00 €`),
  ]);
  return { ...doc, due };
}

const dueOf = (text: string) => extractFields(documentTextFromPlain(text)).extractedData.dueDate;

describe('due dates only in a payment sentence', () => {
  it('are read after the deadline word, in six languages and five date styles', () => {
    const wrong = Array.from({ length: 120 }, (_, i) => invoice(7100 + i))
      .map((d) => ({ text: d.text, want: d.due, got: dueOf(d.text) }))
      .filter((d) => d.got !== d.want);
    expect(wrong).toEqual([]);
  });

  it('are not the end of a period named in the payment sentence', () => {
    const wrong = Array.from({ length: 30 }, (_, i) => {
      const r = rng(7400 + i);
      const issue = randomIssue(r);
      const days = pick(r, [14, 30]);
      const from = printDate(r, addDays(issue, -30), 'de');
      const to = printDate(r, addDays(issue, -1), 'de');
      const doc = dateDoc(r, 'de', issue, [
        `Zahlbar innerhalb von ${days} Tagen für Leistungen im Zeitraum ${from} bis ${to}.`,
      ]);
      return { text: doc.text, want: addDays(issue, days), got: dueOf(doc.text) };
    }).filter((d) => d.got !== d.want);
    expect(wrong).toEqual([]);
  });

  it('are not taken from a deadline for something other than paying', () => {
    const wrong = Array.from({ length: 60 }, (_, i) => {
      const r = rng(7300 + i);
      const lang = DATE_LANGS[i % DATE_LANGS.length] as DateLang;
      const issue = randomIssue(r);
      const doc = dateDoc(r, lang, issue, [
        NOT_PAYMENT[lang](printDate(r, addDays(issue, int(r, 5, 40)), lang)),
      ]);
      return { text: doc.text, got: dueOf(doc.text) };
    }).filter((d) => d.got !== null);
    expect(wrong).toEqual([]);
  });
});
