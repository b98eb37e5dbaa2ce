import { describe, expect, it } from 'vitest';
import { documentTextFromPlain, extractFields } from '../src/index.js';
import { addDays } from '../src/parse/date.js';
import { int, pick, rng, type Rng } from './corpus/model.js';
import { DATE_LANGS, dateDoc, printDate, randomIssue, type DateLang } from './date-docs.js';

/**
 * Payment terms with an early-payment discount (Skonto, escompte, korting, sconto, descuento):
 * the due date is the net one, whichever of the two the sentence names first, in days or as
 * printed dates. And terms to the end of a month ("90 gg f.m.", "45 jours fin de mois", "30
 * days EOM"): the issue date plus the days, then the last day of that month. Invoices from a
 * seeded generator.
 */
type Terms = (t: { p: number; d1: number; d2: number; date1: string; date2: string }) => string;

const DISCOUNT_TERMS: Record<DateLang, Terms[]> = {
  de: [
    ({ p, d1, d2 }) => `Zahlungsbedingungen: ${d1} Tage ${p} % Skonto, ${d2} Tage netto`,
    ({ p, d1, d2 }) =>
      `Bei Zahlung innerhalb von ${d1} Tagen gewähren wir ${p} % Skonto, innerhalb von ${d2} Tagen rein netto.`,
    ({ p, date1, date2 }) =>
      `Zahlbar bis ${date1} abzüglich ${p} % Skonto oder bis ${date2} ohne Abzug.`,
  ],
  en: [
    ({ p, d1, d2 }) => `${p}% discount for payment within ${d1} days, net ${d2} days.`,
    ({ p, d1, d2 }) => `Terms: ${p}/${d1} net ${d2}`,
    ({ p, date1, date2 }) =>
      `Early payment discount ${p}% if paid by ${date1}; otherwise payable by ${date2}.`,
  ],
  fr: [
    ({ p, d1, d2 }) => `Escompte ${p} % si règlement sous ${d1} jours ; ${d2} jours net.`,
    ({ p, d2, date1 }) =>
      `Paiement à ${d2} jours net, escompte de ${p} % pour paiement avant le ${date1}.`,
  ],
  nl: [
    ({ p, d1, d2 }) => `Bij betaling binnen ${d1} dagen ${p}% korting, anders binnen ${d2} dagen.`,
    ({ p, d1, d2 }) =>
      `${p}% kredietbeperking bij betaling binnen ${d1} dagen; netto binnen ${d2} dagen.`,
  ],
  it: [
    ({ p, d1, d2 }) => `Sconto ${p}% per pagamento entro ${d1} giorni, altrimenti a ${d2} giorni.`,
  ],
  es: [
    ({ p, d1, d2 }) =>
      `Descuento del ${p} % por pronto pago a ${d1} días; vencimiento a ${d2} días.`,
  ],
};

const MONTH_END: Array<{ lang: DateLang; terms: (n: number) => string }> = [
  { lang: 'it', terms: (n) => `Pagamento: RiBa ${n} gg f.m.` },
  { lang: 'it', terms: (n) => `Modalità di pagamento: bonifico ${n} giorni d.f. fine mese` },
  { lang: 'fr', terms: (n) => `Conditions de règlement : ${n} jours fin de mois` },
  { lang: 'en', terms: (n) => `Terms: ${n} days EOM` },
];

const lastDayOfMonth = (iso: string) => {
  const [y, m] = iso.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${iso.slice(0, 8)}${String(last).padStart(2, '0')}`;
};

const dueOf = (text: string) => extractFields(documentTextFromPlain(text)).extractedData.dueDate;

function discountInvoice(seed: number) {
  const r: Rng = rng(seed);
  const lang = DATE_LANGS[seed % DATE_LANGS.length] as DateLang;
  const issue = randomIssue(r);
  const d1 = pick(r, [7, 8, 10, 14]);
  const d2 = pick(r, [20, 30, 45, 60]);
  const terms = pick(
    r,
    DISCOUNT_TERMS[lang],
  )({
    p: int(r, 1, 3),
    d1,
    d2,
    date1: printDate(r, addDays(issue, d1), lang),
    date2: printDate(r, addDays(issue, d2), lang),
  });
  return { ...dateDoc(r, lang, issue, [terms]), due: addDays(issue, d2) };
}

describe('payment terms with an early-payment discount', () => {
  it('give the net due date, not the discount date, in six languages', () => {
    const wrong = Array.from({ length: 120 }, (_, i) => discountInvoice(8100 + i))
      .map((d) => ({ text: d.text, want: d.due, got: dueOf(d.text) }))
      .filter((d) => d.got !== d.want);
    expect(wrong).toEqual([]);
  });
});

describe('payment terms to the end of the month', () => {
  it('give the last day of the month the days reach', () => {
    const wrong = Array.from({ length: 40 }, (_, i) => {
      const r = rng(8300 + i);
      const { lang, terms } = MONTH_END[i % MONTH_END.length]!;
      const issue = randomIssue(r);
      const n = pick(r, [30, 45, 60, 90]);
      const doc = dateDoc(r, lang, issue, [terms(n)]);
      return { text: doc.text, want: lastDayOfMonth(addDays(issue, n)), got: dueOf(doc.text) };
    }).filter((d) => d.got !== d.want);
    expect(wrong).toEqual([]);
  });

  it('give way to a due date printed beside them', () => {
    const wrong = Array.from({ length: 20 }, (_, i) => {
      const r = rng(8400 + i);
      const issue = randomIssue(r);
      const printed = addDays(issue, int(r, 20, 80));
      const doc = dateDoc(r, 'it', issue, [
        `Pagamento: bonifico ${pick(r, [30, 60])} gg f.m.`,
        `Scadenza: ${printDate(r, printed, 'it')}   EUR ${int(r, 100, 999)},00`,
      ]);
      return { text: doc.text, want: printed, got: dueOf(doc.text) };
    }).filter((d) => d.got !== d.want);
    expect(wrong).toEqual([]);
  });
});

const PLAIN_TERMS: Record<DateLang, (n: number) => string> = {
  de: (n) => `Zahlungsziel: ${n} Tage`,
  en: (n) => `Terms: ${n} days`,
  fr: (n) => `Conditions de paiement : ${n} jours`,
  nl: (n) => `Betalingstermijn: ${n} dagen`,
  it: (n) => `Termini di pagamento: ${n} giorni`,
  es: (n) => `Condiciones de pago: ${n} días`,
};

describe('payment terms in days after a terms label', () => {
  it('give the issue date plus the days', () => {
    const wrong = Array.from({ length: 36 }, (_, i) => {
      const r = rng(8500 + i);
      const lang = DATE_LANGS[i % DATE_LANGS.length] as DateLang;
      const issue = randomIssue(r);
      const n = pick(r, [10, 14, 20, 30, 60]);
      const doc = dateDoc(r, lang, issue, [PLAIN_TERMS[lang](n)]);
      return { text: doc.text, want: addDays(issue, n), got: dueOf(doc.text) };
    }).filter((d) => d.got !== d.want);
    expect(wrong).toEqual([]);
  });
});
