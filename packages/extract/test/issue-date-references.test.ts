import { describe, expect, it } from 'vitest';
import { documentTextFromPlain, extractFields } from '../src/index.js';
import { addDays } from '../src/parse/date.js';
import { chance, int, pick, rng } from './corpus/model.js';
import { DATE_LANGS, dateDoc, printDate, randomIssue, type DateLang } from './date-docs.js';

/**
 * The issue date is the document's own, not another date it prints: the corrected invoice's
 * date in a credit note's reference sentence, the date of the customer's letter or order in a
 * letter's info block, a date inside a line item. Documents from a seeded generator.
 */
const issueOf = (text: string) =>
  extractFields(documentTextFromPlain(text)).extractedData.issueDate;

/** A plain date label, as credit notes and letters print it. */
const PLAIN_LABEL: Record<DateLang, string> = {
  de: 'Datum',
  en: 'Date',
  fr: 'Date',
  nl: 'Datum',
  it: 'Data',
  es: 'Fecha',
};

const REFERENCES: Record<DateLang, Array<(n: string, d: string) => string>> = {
  de: [
    (n, d) => `Diese Gutschrift bezieht sich auf Rechnung Nr. ${n} vom ${d}.`,
    (n, d) => `Storno zu Rechnung ${n} vom ${d}`,
  ],
  en: [
    (n, d) => `Re: invoice no. ${n} dated ${d}`,
    (n, d) => `This credit note cancels invoice ${n} of ${d}.`,
  ],
  fr: [
    (n, d) => `Rectification de la facture n° ${n} du ${d}`,
    (n, d) => `En remboursement partiel de la facture ${n} du ${d}.`,
  ],
  nl: [(n, d) => `Correctie op factuur ${n} van ${d}`],
  it: [(n, d) => `Storno della fattura n. ${n} del ${d}`],
  es: [(n, d) => `Rectifica la factura n.º ${n} del ${d}`],
};

const TITLES: Record<DateLang, string> = {
  de: 'Gutschrift',
  en: 'Credit note',
  fr: 'Avoir',
  nl: 'Creditnota',
  it: 'Nota di credito',
  es: 'Factura rectificativa',
};

describe('a credit note’s date', () => {
  it('is its own, not the corrected invoice’s in the reference sentence', () => {
    const wrong = Array.from({ length: 90 }, (_, i) => {
      const r = rng(9100 + i);
      const lang = DATE_LANGS[i % DATE_LANGS.length] as DateLang;
      const issue = randomIssue(r);
      const corrected = addDays(issue, -int(r, 5, 90));
      const reference = pick(r, REFERENCES[lang])(
        `${pick(r, ['R', 'F', 'RE-'])}${int(r, 1000, 99999)}`,
        printDate(r, corrected, lang),
      );
      const own = `${PLAIN_LABEL[lang]}:${' '.repeat(int(r, 2, 5))}${printDate(r, issue, lang)}`;
      const doc = dateDoc(r, lang, issue, [], {
        issueLine: TITLES[lang],
        head: chance(r, 0.5) ? [reference, own] : [own, reference],
      });
      return { text: doc.text, want: issue, got: issueOf(doc.text) };
    }).filter((d) => d.got !== d.want);
    expect(wrong).toEqual([]);
  });
});

const PLACES = ['München', 'Frankfurt am Main', 'Wien', 'Bad Homburg', 'Graz', 'Köln', 'Linz'];
const REFERENCE_LABELS = [
  'Ihre Nachricht vom:',
  'Ihr Schreiben vom',
  'Ihre Bestellung vom:',
  'Ihre Anfrage vom',
];

describe('a business letter’s date', () => {
  it('is the place-and-date line, not the date of the customer’s message in the info block', () => {
    const wrong = Array.from({ length: 60 }, (_, i) => {
      const r = rng(9300 + i);
      const issue = randomIssue(r);
      const theirs = addDays(issue, -int(r, 3, 40));
      const gap = ' '.repeat(int(r, 3, 8));
      const head = [
        `Ihr Zeichen:${gap}${pick(r, ['Anfrage', 'Ref.'])} ${int(r, 100, 99999)}`,
        `${pick(r, REFERENCE_LABELS)}${gap}${printDate(r, theirs, 'de')}`,
        `Kundennummer:${gap}${int(r, 10000, 99999)}`,
        '',
        `${pick(r, PLACES)}, ${pick(r, [
          issue.split('-').reverse().join('.'),
          printDate(r, issue, 'de').replace(/^(\d{1,2})\/(\d{2})\//, '$1.$2.'),
          issue,
        ])}`,
      ];
      const doc = dateDoc(
        r,
        'de',
        issue,
        ['Bitte überweisen Sie den Betrag innerhalb von 14 Tagen.'],
        {
          issueLine: null,
          head,
        },
      );
      return { text: doc.text, want: issue, got: issueOf(doc.text) };
    }).filter((d) => d.got !== d.want);
    expect(wrong).toEqual([]);
  });
});

const ITEM_DATES: Array<{ lang: DateLang; item: (d: string) => string }> = [
  { lang: 'en', item: (d) => `Support plan (contract dated ${d})` },
  { lang: 'it', item: (d) => `Canone assistenza (contratto del ${d})` },
  { lang: 'en', item: (d) => `Maintenance as per agreement dated ${d}` },
  { lang: 'it', item: (d) => `Noleggio come da ordine del ${d}` },
];

describe('a date inside a line item', () => {
  it('is not the issue date, which a plain label gives', () => {
    const wrong = Array.from({ length: 40 }, (_, i) => {
      const r = rng(9500 + i);
      const { lang, item } = ITEM_DATES[i % ITEM_DATES.length]!;
      const issue = randomIssue(r);
      const gap = ' '.repeat(int(r, 3, 6));
      const itemDate = `${int(r, 2015, 2024)}-0${int(r, 1, 9)}-01`;
      const doc = dateDoc(
        r,
        lang,
        issue,
        [`2${gap}${item(printDate(r, itemDate, lang))}${gap}${int(r, 100, 999)},00`],
        { issueLine: `${PLAIN_LABEL[lang]}${gap}${printDate(r, issue, lang)}` },
      );
      return { text: doc.text, want: issue, got: issueOf(doc.text) };
    }).filter((d) => d.got !== d.want);
    expect(wrong).toEqual([]);
  });
});
