import { anyLabel } from '../labels/vocabulary.js';
import { inCaseOf } from '../parse/look-alikes.js';
import { findDates, MONTH_ALT, monthWithOneLetterMisread } from '../parse/date.js';
import type { Line } from '../text/layout.js';
import { mendLines } from './mend-lines.js';

/**
 * A dotted date whose dot OCR read as a comma, often with a space: "19.02, 2024", "19,02.2024"
 * for 19.02.2024. Thin print breaks a dot's lower half away and what is left looks like a
 * comma. Only in a date's own shape: a day and a month of one or two digits and a four-digit
 * year from 1900 to 2099, mixed or doubled commas (all dots already read as a date).
 */
const COMMA_DATE =
  /(?<![\d.,])(\d{1,2}) ?([.,]) ?(\d{1,2}) ?([.,]) ?((?:19|20)\d{2})(?![\d.,]?\d)/g;

/** Letters OCR reads for the digits 1 and 0 in a narrow typeface. */
const LOOK_ALIKE = /^[\dlIiL|Oo]{1,2}$/;
const DIGIT_OF: Record<string, string> = {
  l: '1',
  I: '1',
  i: '1',
  L: '1',
  '|': '1',
  O: '0',
  o: '0',
};

/**
 * "Ll. August 2022", "l5 mars 2024", "Ol-Nov-2018": a day whose digits OCR read as letters,
 * before a month.
 */
const DAY_BEFORE_MONTH = new RegExp(
  `(?<![\\p{L}\\d])([\\dlIiL|Oo]{1,2})(?=[.\\-/]?\\s*(?:${MONTH_ALT})\\.?[,\\-/]?\\s*(?:19|20)\\d{2}(?!\\d))`,
  'giu',
);
/** "August l1, 2022": the same after the month. */
const DAY_AFTER_MONTH = new RegExp(
  `(?<![\\p{L}])((?:${MONTH_ALT})\\.?\\s+)([\\dlIiL|Oo]{1,2})(?=\\s*,?\\s*(?:19|20)\\d{2}(?!\\d))`,
  'giu',
);

/**
 * "O1/O3/2018", "2l-03-18": a numeric date of two-digit day and month with a digit read as a
 * letter. Only when the letters make it a valid day and month and at least one part is digits.
 */
const NUMERIC_LOOK_ALIKE =
  /(?<![\p{L}\d])([\dlIO|o]{2})([/.-])([\dlIO|o]{2})\2((?:19|20)\d{2}|\d{2})(?![\p{L}\d])/gu;

function mendNumericDate(all: string, d: string, sep: string, m: string, y: string): string {
  if (/^\d+$/.test(d + m) || !/\d/.test(d + m)) return all;
  const day = asDay(d) ?? (/^\d+$/.test(d) ? d : null);
  const month = asDay(m) ?? (/^\d+$/.test(m) ? m : null);
  if (!day || !month || Number(month) > 12) return all;
  return `${day}${sep}${month}${sep}${y}`;
}

function asDay(token: string): string | null {
  if (!LOOK_ALIKE.test(token) || /^\d+$/.test(token)) return null;
  const digits = [...token].map((c) => DIGIT_OF[c] ?? c).join('');
  const day = Number(digits);
  return day >= 1 && day <= 31 ? digits : null;
}

/**
 * "Date : 1970172019" for 19/01/2019, "Date: 01/0372018" for 01/03/2018, "2017/11704 12:09" for
 * 2017/11/04, "20/12718 23:08" for 20/12/18: thin slashes of a thermal receipt read as the
 * digits 7 or 1, and the date run into one number. Two-digit day and month, a four-digit year
 * from 1900 to 2099 first or last, or a two-digit year last when one slash was kept; at least
 * one slash lost (with both kept it is a date already).
 */
const SLASHES_READ_AS_DIGITS =
  /(?<![\d/.-])(?:(\d{2})([/17])(\d{2})([/17])((?:19|20)\d{2}|\d{2})|((?:19|20)\d{2})([/17])(\d{2})([/17])(\d{2}))(?![\d/.-])/g;

/**
 * "DATE!:02,11.17" for 02.11.17: the comma-for-dot misreading of COMMA_DATE, with a two-digit
 * year; and "Date: 01.07:.17" for 01.07.17, a dot read with a speck beside it as two marks.
 * Two-digit years make amounts look like dates ("1,10.50"), so only in a date's context.
 */
const COMMA_DATE_SHORT_YEAR =
  /(?<![\d.,])(\d{1,2})([.,]|[.,][.,:]|:[.,])(\d{1,2})([.,]|[.,][.,:]|:[.,])(\d{2})(?![\d.,]?\d)/g;

/** A time right after: "12:09", "03:45:16". */
const TIME_AFTER = /^\s+\d{1,2}:\d{2}/;

/**
 * The mends that need a date's context: a date label on the line, or a time right after the
 * date. And no date read on the line already: then the number is another one (a reference
 * beside the date).
 */
function mendInDateContext(text: string): string {
  if (findDates(text, 'DMY').length > 0) return text;
  const labelled = anyLabel('issueDate').test(text);
  const inContext = (offset: number, match: string) =>
    labelled || TIME_AFTER.test(text.slice(offset + match.length));
  return text
    .replace(SLASHES_READ_AS_DIGITS, (all: string, ...parts: unknown[]) => {
      const [d1, s1, m1, s2, y1, y2, s3, m2, s4, d2] = parts as string[];
      const offset = parts[10] as number;
      const [day, month, year] = y1 ? [d1, m1, y1] : [d2, m2, y2];
      const lost = y1 ? s1 !== '/' || s2 !== '/' : s3 !== '/' || s4 !== '/';
      // A two-digit year with both slashes lost is eight digits: any number could be that.
      if (y1?.length === 2 && s1 !== '/' && s2 !== '/') return all;
      const valid = validDay(day) && validMonth(month);
      if (!lost || !valid || !inContext(offset, all)) return all;
      return y1 ? `${day}/${month}/${year}` : `${year}/${month}/${day}`;
    })
    .replace(
      COMMA_DATE_SHORT_YEAR,
      (all, d: string, a: string, m: string, b: string, y: string, offset: number) =>
        (a !== '.' || b !== '.') && validDay(d) && validMonth(m) && inContext(offset, all)
          ? `${d}.${m}.${y}`
          : all,
    );
}

const validDay = (d: string | undefined) => Number(d) >= 1 && Number(d) <= 31;
const validMonth = (m: string | undefined) => Number(m) >= 1 && Number(m) <= 12;

/**
 * "Noy 26, 2017", "24 Oot 2018", "09-Peb-2019": a month's three-letter abbreviation with one
 * letter misread, only in a date's own shape (a day of one or two digits, a year of four, or of
 * two after a day).
 */
const MONTH_BEFORE_DAY = /(?<![\p{L}\d])(\p{L}{3})(?=\.?\s+\d{1,2},?\s+(?:19|20)\d{2}(?!\d))/gu;
const MONTH_AFTER_DAY =
  /(?<=(?<![\p{L}\d])\d{1,2}(?:[\s.\-/]|\.\s))(\p{L}{3})(?=\.?[\s.\-/,]+(?:(?:19|20)\d{2}|\d{2})(?![\d:]))/gu;

function mendMonthLetter(word: string): string {
  const month = monthWithOneLetterMisread(word);
  return month ? inCaseOf(word, month) : word;
}

export function mendDateText(text: string): string {
  return mendInDateContext(text)
    .replace(MONTH_BEFORE_DAY, mendMonthLetter)
    .replace(MONTH_AFTER_DAY, mendMonthLetter)
    .replace(COMMA_DATE, (all, d: string, a: string, m: string, b: string, y: string) => {
      const valid = Number(d) >= 1 && Number(d) <= 31 && Number(m) >= 1 && Number(m) <= 12;
      return valid && (a === ',' || b === ',') ? `${d}.${m}.${y}` : all;
    })
    .replace(NUMERIC_LOOK_ALIKE, mendNumericDate)
    .replace(DAY_BEFORE_MONTH, (token: string) => asDay(token) ?? token)
    .replace(DAY_AFTER_MONTH, (all, month: string, token: string) => {
      const day = asDay(token);
      return day ? `${month}${day}` : all;
    });
}

/** OCR lines with their broken dates mended, in the line's text and in its cells. */
export const mendBrokenDates = (lines: Line[]) => mendLines(lines, mendDateText);
