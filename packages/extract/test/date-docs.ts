import { addDays } from '../src/parse/date.js';
import { int, pick, type Rng } from './corpus/model.js';

/**
 * Small invoices for the date rules, made from a seed: a seller, the document's number and
 * date, items, a total and whatever payment lines a test asks for, in six languages and in
 * the date styles invoices print (dotted, slashed, dashed, ISO, the month written out).
 */
export type DateLang = 'de' | 'en' | 'fr' | 'nl' | 'it' | 'es';
export const DATE_LANGS: DateLang[] = ['de', 'en', 'fr', 'nl', 'it', 'es'];

const MONTHS: Record<DateLang, string[]> = {
  de: 'Januar Februar März April Mai Juni Juli August September Oktober November Dezember'.split(
    ' ',
  ),
  en: 'January February March April May June July August September October November December'.split(
    ' ',
  ),
  fr: 'janvier février mars avril mai juin juillet août septembre octobre novembre décembre'.split(
    ' ',
  ),
  nl: 'januari februari maart april mei juni juli augustus september oktober november december'.split(
    ' ',
  ),
  it: 'gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre'.split(
    ' ',
  ),
  es: 'enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre'.split(
    ' ',
  ),
};

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO date as a `lang` invoice prints it, in one of its usual styles. */
export function printDate(r: Rng, iso: string, lang: DateLang): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const month = MONTHS[lang][m - 1] as string;
  const styles = [
    `${pad(d)}.${pad(m)}.${y}`,
    `${pad(d)}/${pad(m)}/${y}`,
    iso,
    lang === 'de'
      ? `${d}. ${month} ${y}`
      : lang === 'es'
        ? `${d} de ${month} de ${y}`
        : `${d} ${month} ${y}`,
    lang === 'nl' ? `${pad(d)}-${pad(m)}-${y}` : `${pad(d)}.${pad(m)}.${y}`,
  ];
  return pick(r, styles);
}

export const WORDS: Record<
  DateLang,
  { title: string; number: string; date: string; item: string; total: string; currency: string }
> = {
  de: {
    title: 'Rechnung',
    number: 'Rechnungs-Nr.',
    date: 'Rechnungsdatum',
    item: 'Beratung',
    total: 'Gesamtbetrag',
    currency: 'EUR',
  },
  en: {
    title: 'Invoice',
    number: 'Invoice no.',
    date: 'Invoice date',
    item: 'Consulting',
    total: 'Total',
    currency: 'GBP',
  },
  fr: {
    title: 'Facture',
    number: 'N° de facture',
    date: 'Date de facture',
    item: 'Conseil',
    total: 'Total TTC',
    currency: 'EUR',
  },
  nl: {
    title: 'Factuur',
    number: 'Factuurnummer',
    date: 'Factuurdatum',
    item: 'Advies',
    total: 'Totaal',
    currency: 'EUR',
  },
  it: {
    title: 'Fattura',
    number: 'Numero fattura',
    date: 'Data fattura',
    item: 'Consulenza',
    total: 'Totale documento',
    currency: 'EUR',
  },
  es: {
    title: 'Factura',
    number: 'Nº de factura',
    date: 'Fecha de factura',
    item: 'Consultoría',
    total: 'Total factura',
    currency: 'EUR',
  },
};

export interface DateDoc {
  text: string;
  issue: string;
  lang: DateLang;
}

/** A random issue date between 2019 and 2026. */
export function randomIssue(r: Rng): string {
  return addDays(`${int(r, 2019, 2026)}-01-01`, int(r, 0, 360));
}

/**
 * An invoice in `lang` dated `issue`, with `head` lines after its date (a reference, a letter's
 * place and date) and `foot` lines after its total (payment terms).
 */
export function dateDoc(
  r: Rng,
  lang: DateLang,
  issue: string,
  foot: string[],
  options: { head?: string[]; issueLine?: string | null } = {},
): DateDoc {
  const w = WORDS[lang];
  const gap = ' '.repeat(int(r, 3, 6));
  const amount = `${int(r, 100, 9999)},${pad(int(r, 0, 99))}`;
  const issueLine =
    options.issueLine === undefined
      ? `${w.date}:${gap}${printDate(r, issue, lang)}`
      : options.issueLine;
  const lines = [
    pick(r, [
      'Nordlicht Design GmbH',
      'Atelier Duval SARL',
      'Van Dijk Techniek B.V.',
      'Rossi Servizi S.r.l.',
      'Brightwater Ltd',
    ]),
    `${pick(r, ['Hafenweg', 'Rue de la Paix', 'Kerkstraat', 'Via Roma', 'High Street'])} ${int(r, 1, 120)}`,
    '',
    w.title,
    `${w.number}:${gap}${pick(r, ['R', 'F', 'INV-'])}${int(r, 1000, 99999)}`,
    ...(issueLine === null ? [] : [issueLine]),
    ...(options.head ?? []),
    '',
    `1${gap}${w.item}${gap}${amount}`,
    `${w.total}${gap}${amount} ${w.currency}`,
    ...foot,
  ];
  return { text: lines.join('\n'), issue, lang };
}
