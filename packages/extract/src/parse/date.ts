import * as chrono from 'chrono-node';
import { VOCABULARIES, wordRe } from '../labels/vocabulary.js';
import { MALAYSIAN_STATES_AND_STREET_WORDS, MALAYSIAN_TOWN_NAMES } from './malaysian-places.js';

/** Which of day and month comes first in all-numeric dates like 03/04/2023. */
export type DateOrder = 'DMY' | 'MDY';

export interface FoundDate {
  iso: string;
  index: number;
  raw: string;
}

/** Month names and common abbreviations in English, German, French, Dutch, Spanish, Italian. */
const MONTHS: Record<string, number> = {};
const MONTH_NAMES: ReadonlyArray<readonly string[]> = [
  ['january', 'jan', 'januar', 'jänner', 'janvier', 'janv', 'januari', 'enero', 'gennaio'],
  [
    'february',
    'feb',
    'februar',
    'février',
    'fevrier',
    'févr',
    'fev',
    'februari',
    'febrero',
    'febbraio',
  ],
  ['march', 'mar', 'märz', 'maerz', 'marz', 'mrz', 'mars', 'maart', 'mrt', 'marzo'],
  ['april', 'apr', 'avril', 'avr', 'abril', 'aprile'],
  ['may', 'mai', 'mei', 'mayo', 'maggio'],
  ['june', 'jun', 'juni', 'juin', 'junio', 'giugno'],
  ['july', 'jul', 'juli', 'juillet', 'juil', 'julio', 'luglio'],
  ['august', 'aug', 'août', 'aout', 'augustus', 'agosto', 'ago'],
  ['september', 'sep', 'sept', 'septembre', 'septiembre', 'settembre'],
  ['october', 'oct', 'oktober', 'okt', 'octobre', 'octubre', 'ottobre'],
  ['november', 'nov', 'novembre', 'noviembre'],
  ['december', 'dec', 'dez', 'dezember', 'décembre', 'decembre', 'déc', 'diciembre', 'dicembre'],
];
MONTH_NAMES.forEach((names, i) => names.forEach((n) => (MONTHS[n] = i + 1)));
/** Every month name and abbreviation above, longest first, as a regex alternation. */
export const MONTH_ALT = Object.keys(MONTHS)
  .sort((a, b) => b.length - a.length)
  .join('|');

const NUMERIC_YMD = /(?<!\d)(\d{4})[-./](\d{1,2})[-./](\d{1,2})(?!\d)/g;
const NUMERIC_XXY = /(?<![\d.,])(\d{1,2})\s?([-./])\s?(\d{1,2})\s?\2\s?(\d{4}|\d{2})(?!\d|[.,]\d)/g;
/**
 * "3 August 2014", "7. Mai 2014", "1er mars 2023", "02 Juillet 2015", "7 de marzo de 2025"; the
 * month may be read twice by OCR ("9 July   July 2022": two readings of one word overlapped).
 */
const DAY_MONTH_YEAR = new RegExp(
  `(?<!\\d)(\\d{1,2})(?:er|st|nd|rd|th|º|°)?\\.?\\s*(?:of\\s+|de\\s+)?(${MONTH_ALT})\\.?(?:\\s+\\2)?,?\\s*(?:del?\\s+)?(\\d{4})(?!\\d)`,
  'giu',
);
/**
 * "25-Dec-18", "06 JUN 18", "3.Mai.24": a till's day, month name and two-digit year. Not a time
 * ("25 Dec 18:30") nor a number going on ("25 Dec 18.5").
 */
const DAY_MONTH_SHORT_YEAR = new RegExp(
  `(?<![\\d\\p{L}])(\\d{1,2})(?:\\.\\s?|[\\s\\-/])?(${MONTH_ALT})\\.?[\\s.\\-/']?(\\d{2})(?![\\d:.,]|\\s?(?:h|uhr|am|pm)\\b)`,
  'giu',
);
/** "August 3, 2014", "Aug 3 , 2014", "Jan 1, 2022". */
const MONTH_DAY_YEAR = new RegExp(
  `(?<![\\p{L}])(${MONTH_ALT})\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?\\s*,?\\s*(\\d{4})(?!\\d)`,
  'giu',
);

/** All dates in `text`, left to right, as ISO strings. Invalid calendar dates are skipped. */
export function findDates(written: string, order: DateOrder): FoundDate[] {
  const text = withMonthsUndoubled(written);
  const found: FoundDate[] = [];
  const push = (index: number, raw: string, y: number, m: number, d: number) => {
    const iso = toIso(y, m, d);
    if (iso && !found.some((f) => overlaps(f, index, raw))) found.push({ iso, index, raw });
  };
  for (const m of text.matchAll(NUMERIC_YMD))
    push(m.index, m[0], Number(m[1]), Number(m[2]), Number(m[3]));
  for (const m of text.matchAll(DAY_MONTH_YEAR))
    push(m.index, m[0], Number(m[3]), monthOf(m[2]), Number(m[1]));
  for (const m of text.matchAll(MONTH_DAY_YEAR))
    push(m.index, m[0], Number(m[3]), monthOf(m[1]), Number(m[2]));
  for (const m of text.matchAll(DAY_MONTH_SHORT_YEAR))
    push(m.index, m[0], expandYear(m[3] ?? ''), monthOf(m[2]), Number(m[1]));
  for (const m of text.matchAll(NUMERIC_XXY)) {
    const a = Number(m[1]);
    const b = Number(m[3]);
    const y = expandYear(m[4] ?? '');
    // A value above 12 settles the order for this date whatever the locale says; dots are
    // written day first everywhere ("10.04.2025": no locale prints month.day.year).
    const dayFirst = a > 12 ? true : b > 12 ? false : m[2] === '.' || order === 'DMY';
    push(m.index, m[0], y, dayFirst ? b : a, dayFirst ? a : b);
  }
  if (found.length === 0) {
    for (const r of chrono.parse(text, new Date(Date.UTC(2000, 0, 1)), { forwardDate: false })) {
      const c = r.start;
      // A written date has its year; "within 30 days from the invoice date" is no date.
      if (!/\d{4}|\d[./-]\d{1,2}[./-]\d{2}/.test(r.text)) continue;
      if (c.isCertain('year') && c.isCertain('month') && c.isCertain('day'))
        push(r.index, r.text, c.get('year') ?? 0, c.get('month') ?? 0, c.get('day') ?? 0);
    }
  }
  return found.sort((x, y) => x.index - y.index);
}

const unmarked = (word: string) => word.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
/** Month names by their letters without marks ("aout" → "août"), to look OCR words up. */
const MONTHS_UNMARKED = new Map(Object.keys(MONTHS).map((name) => [unmarked(name), name]));

const undoubled = (word: string) => word.toLowerCase().replace(/(\p{L})\1+/gu, '$1');
/** Month names with their doubled letters undone ("gennaio" → "genaio"), to look OCR words up. */
const MONTHS_UNDOUBLED = new Set(Object.keys(MONTHS).map(undoubled));

/**
 * OCR doubles a letter now and then ("9 Mayy 2023", "Julli") and misplaces a vowel's mark
 * ("aoüt"): a word that is no month name but is one with its doubled letters undone or its
 * marks ignored is written as that month, padded with spaces so that
 * every index into the text stays where it was.
 */
function withMonthsUndoubled(text: string): string {
  return text.replace(/\p{L}{3,12}/gu, (word) => {
    if (MONTHS[word.toLowerCase()] !== undefined) return word;
    // A mark OCR put on a vowel or took off it ("aoüt" for "août", "dècembre").
    const plain = MONTHS_UNMARKED.get(unmarked(word));
    if (plain && plain.length === word.length) return plain;
    const single = undoubled(word);
    if (single.length === word.length || !MONTHS_UNDOUBLED.has(single)) return word;
    const month = Object.keys(MONTHS).find((name) => undoubled(name) === single) as string;
    return month.length <= word.length ? month.padEnd(word.length, ' ') : word;
  });
}

/**
 * The month abbreviation a three-letter word is with one letter misread ("Noy" → "nov", "Peb"
 * → "feb", "Oot" → "oct"), when all abbreviations within one letter name the same month
 * ("Mav" could be May or March: none).
 */
export function monthWithOneLetterMisread(word: string): string | null {
  const lower = word.toLowerCase();
  if (lower.length !== 3 || MONTHS[lower] !== undefined) return null;
  const near = Object.keys(MONTHS).filter(
    (name) => name.length === 3 && [...name].filter((c, i) => c !== lower[i]).length === 1,
  );
  const months = new Set(near.map((name) => MONTHS[name]));
  return months.size === 1 ? (near[0] as string) : null;
}

/** The first date in `text`, or null. */
export function parseDate(text: string, order: DateOrder = 'DMY'): string | null {
  return findDates(text, order)[0]?.iso ?? null;
}

/**
 * Malaysian address words: states and federal territories, "Jalan" (street), "Persiaran"
 * (avenue), "Taman" (estate). They say day-first dates here and ringgit in total-amount.ts.
 */
export const MALAYSIAN_PLACES = new RegExp(
  `\\b(?:${MALAYSIAN_STATES_AND_STREET_WORDS.join('|')})\\b`,
  'i',
);

/**
 * A Malaysian postcode and town as an address prints them ("41200 KLANG", "47100 Puchong"): the
 * larger towns that MALAYSIAN_PLACES does not name, after their five-digit postcode. The town's
 * word alone says nothing: "Klang" is German for a sound.
 */
export const MALAYSIAN_TOWNS = new RegExp(
  `\\b\\d{5}\\s+(?:${MALAYSIAN_TOWN_NAMES.join('|')})\\b`,
  'i',
);

/**
 * A Malaysian company or business registration number in brackets after the name, with its
 * check letter: "(525484-X)", "(002326473-W)". Singapore's UEN has no dash ("199912345K"), a
 * UK company number no letter.
 */
export const MALAYSIAN_COMPANY_NUMBER = /\(\s*\d{5,12}\s?[-–]\s?[A-Z]\s*\)/;

/**
 * Malay words that name a shop or a business, from the Malay vocabulary (../labels/ms.json):
 * "KEDAI RUNCIT" (grocer), "PERNIAGAAN" (trading), "RESTORAN".
 */
export const MALAY_BUSINESS_WORDS = malayNameWords();

function malayNameWords(): RegExp {
  const words = (VOCABULARIES.ms?.nameWords ?? []).filter((w) => typeof w === 'string');
  // No words, no cue: an empty alternation would match every text.
  return words.length ? wordRe(words.join('|'), 'iu') : /(?!)/;
}

/**
 * Day-first or month-first for a whole document. Unambiguous dates in the text decide
 * (a first part above 12 means day-first); otherwise the language and country cues do:
 * US-style documents put the month first, nearly everyone else the day.
 */
export function detectDateOrder(text: string, language: string): DateOrder {
  let dmy = 0;
  let mdy = 0;
  for (const m of text.matchAll(NUMERIC_XXY)) {
    if (Number(m[1]) > 12 && Number(m[3]) <= 12) dmy++;
    if (Number(m[3]) > 12 && Number(m[1]) <= 12) mdy++;
  }
  if (dmy !== mdy) return dmy > mdy ? 'DMY' : 'MDY';
  if (language !== 'en') return 'DMY';
  const us = /\b(?:United States|USA|U\.S\.A?\.|[A-Z]{2} \d{5}(?:-\d{4})?)\b|\bUS\$|\$\s?\d/.test(
    text,
  );
  // Commonwealth legal forms and taxes (Malaysian "Sdn Bhd" and GST, "Pte Ltd", "Pty Ltd") and
  // the ringgit: till receipts from these places print dd/mm/yyyy in English. So do shops
  // without a legal form or tax whose address is Malaysian (a state, "Jalan", "Taman", a town),
  // whose company number is ("(525484-X)") or whose name is Malay ("KEDAI RUNCIT").
  const elsewhere =
    /\b(?:United Kingdom|UK|India|Australia|Ireland|New Zealand|Malaysia|Singapore|GSTIN|VAT Reg|GST|EUR|GBP|INR|MYR|Bhd|BHD|Pte|PTE|Pty|PTY)\b|\bRM\s?\d|£|₹|€/.test(
      text,
    ) ||
    [MALAYSIAN_PLACES, MALAYSIAN_TOWNS, MALAYSIAN_COMPANY_NUMBER, MALAY_BUSINESS_WORDS].some((re) =>
      re.test(text),
    );
  return us && !elsewhere ? 'MDY' : elsewhere ? 'DMY' : 'MDY';
}

/**
 * Whether the order of day and month is left open by the text: numeric dates that read both
 * ways (03/06/2025, not dotted) and none that settles it (a part above 12).
 */
export function dateOrderOpen(text: string): boolean {
  let open = false;
  for (const m of text.matchAll(NUMERIC_XXY)) {
    const a = Number(m[1]);
    const b = Number(m[3]);
    if (a > 12 !== b > 12) return false;
    if (a <= 12 && b <= 12 && a !== b && m[2] !== '.') open = true;
  }
  return open;
}

export function toIso(y: number, m: number, d: number): string | null {
  if (y < 1900 || y > 2100 || m < 1 || m > 12 || d < 1 || d > 31) return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCMonth() !== m - 1) return null;
  return date.toISOString().slice(0, 10);
}

/** Adds whole days to an ISO date ("payment terms: 30 days" → due date). */
export function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The last day of an ISO date's month ("fine mese", "fin de mois"). */
export function endOfMonth(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + 1, 0);
  return date.toISOString().slice(0, 10);
}

function monthOf(name: string | undefined): number {
  return MONTHS[(name ?? '').toLowerCase()] ?? 0;
}

function expandYear(y: string): number {
  const n = Number(y);
  return y.length === 2 ? (n < 70 ? 2000 + n : 1900 + n) : n;
}

function overlaps(f: FoundDate, index: number, raw: string): boolean {
  return index < f.index + f.raw.length && f.index < index + raw.length;
}
