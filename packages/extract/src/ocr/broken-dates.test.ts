import { describe, expect, it } from 'vitest';
import { parseDate } from '../parse/date.js';
import { mendDateText } from './broken-dates.js';
import { rng } from '../../test/corpus/model.js';

/**
 * Dates as OCR breaks them on thermal receipts and faint scans, 200 of them from a seeded
 * generator: a dot read as a comma (with or without a space after it), and a day's 1 or 0 read
 * as l, I, L, | or O, before or after a month name in six languages.
 */
const MONTHS = [
  ['January', 'Januar', 'janvier', 'januari', 'enero', 'gennaio'],
  ['March', 'März', 'mars', 'maart', 'marzo', 'marzo'],
  ['August', 'August', 'août', 'augustus', 'agosto', 'agosto'],
  ['October', 'Oktober', 'octobre', 'oktober', 'octubre', 'ottobre'],
  ['November', 'November', 'novembre', 'november', 'noviembre', 'novembre'],
] as const;
const MONTH_NUMBERS = [1, 3, 8, 10, 11];
const ONE = ['l', 'I', 'L', '|'];
const pad = (n: number) => String(n).padStart(2, '0');

function brokenDate(seed: number) {
  const r = rng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)] as T;
  const year = 2015 + Math.floor(r() * 11);
  const m = Math.floor(r() * MONTHS.length);
  const day = pick([1, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 30]);
  const iso = `${year}-${pad(MONTH_NUMBERS[m] as number)}-${pad(day)}`;
  const misread = pad(day)
    .replace(/^0/, '')
    .replace(/1/g, () => pick(ONE))
    .replace(/0/g, 'O');
  const month = pick(MONTHS[m] as readonly string[]);
  const kind = Math.floor(r() * 4);
  const text =
    kind === 0
      ? `${pad(day)}.${pad(MONTH_NUMBERS[m] as number)}, ${year}`
      : kind === 1
        ? `${pad(day)},${pad(MONTH_NUMBERS[m] as number)}.${year}`
        : kind === 2
          ? `${misread}. ${month} ${year}`
          : `${month} ${misread}, ${year}`;
  return { text: `Bon 4711   ${text}   16:51`, iso };
}

describe('dates OCR broke', () => {
  const dates = Array.from({ length: 200 }, (_, i) => brokenDate(700 + i));

  it('are read once mended', () => {
    const wrong = dates.filter((d) => parseDate(mendDateText(d.text)) !== d.iso);
    expect(wrong).toEqual([]);
  });

  it('were not read before, or read wrong', () => {
    const read = dates.filter((d) => parseDate(d.text) === d.iso);
    expect(read.length).toBeLessThan(dates.length / 10);
  });

  it('leave amounts, other numbers and words alone', () => {
    for (const text of [
      'SUMME   19,02   2024 Punkte',
      'Total 12,50, 2024 items',
      'Menge 1,5 Stk 2024',
      'Q1 August 2022',
      'Lot 2024 August',
      'Il Mulino   Via Roma 3',
      'Artikel 3,99 12,50 2023,00',
    ])
      expect(mendDateText(text)).toBe(text);
  });
});

describe('a date whose slashes OCR read as the digits 7 or 1', () => {
  const LABELS = ['Date :', 'Date', 'DATE:', 'Tarikh:', 'Datum'];
  const r = rng(9100);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)] as T;
  const cases = Array.from({ length: 120 }, () => {
    const year = 2015 + Math.floor(r() * 11);
    const month = 1 + Math.floor(r() * 12);
    const day = 1 + Math.floor(r() * 28);
    const run = `${pad(day)}${pick(['7', '1'])}${pad(month)}${pick(['7', '1'])}${year}`;
    return {
      text: `${pick(LABELS)} ${run}   ${pad(Math.floor(r() * 24))}:${pad(Math.floor(r() * 60))}`,
      iso: `${year}-${pad(month)}-${pad(day)}`,
    };
  });

  it('is read after a date label', () => {
    expect(cases.filter((c) => parseDate(mendDateText(c.text)) !== c.iso)).toEqual([]);
    expect(cases.filter((c) => parseDate(c.text) === c.iso).length).toBeLessThan(10);
  });

  it('leaves numbers without a date label, or not a date, alone', () => {
    for (const text of [
      'Invoice No 1970172019',
      'Tel 0312345678 Fax 0312345679',
      'Date : 15.03.2019   Ref 1271012019',
      'Date : 4571992019',
      'GST ID 0018509634',
    ])
      expect(mendDateText(text)).toBe(text);
  });
});

describe('a date with one slash read as a 7 or a 1, day or year first, short year or long', () => {
  const r = rng(9200);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)] as T;
  const time = () => `${pad(Math.floor(r() * 24))}:${pad(Math.floor(r() * 60))}`;
  const cases = Array.from({ length: 160 }, (_, i) => {
    const year = 2015 + Math.floor(r() * 11);
    const month = 1 + Math.floor(r() * 12);
    const day = 1 + Math.floor(r() * 28);
    const [a, b] = pick([
      ['/', pick(['7', '1'])],
      [pick(['7', '1']), '/'],
    ]);
    const run = [
      `${pad(day)}${a}${pad(month)}${b}${year}`,
      `${year}${a}${pad(month)}${b}${pad(day)}`,
      `${pad(day)}${a}${pad(month)}${b}${year % 100}`,
    ][i % 3];
    // Half after a date label, half with no label but a time right after.
    const text = i % 4 < 2 ? `${pick(['Date:', 'TARIKH :', 'Datum'])} ${run}` : `${run} ${time()}`;
    return {
      text: `${text}   ${pick(['ST12 TOL', 'Kasse 3', ''])}`,
      iso: `${year}-${pad(month)}-${pad(day)}`,
    };
  });

  it('is read once mended', () => {
    expect(cases.filter((c) => parseDate(mendDateText(c.text)) !== c.iso)).toEqual([]);
    expect(cases.filter((c) => parseDate(c.text) === c.iso).length).toBeLessThan(16);
  });

  it('leaves numbers with no date label and no time after, or not a date, alone', () => {
    for (const text of [
      'Ref 01/0372018',
      'Doc No 2017/11704',
      'Tel 2017117041 12:30',
      'Date : 15.03.2019   Ref 01/0372018',
      'Date: 45/0372018',
      // Eight digits with no slash at all: a two-digit year is not guessed.
      'Date: 20712718',
    ])
      expect(mendDateText(text)).toBe(text);
  });
});

describe('a dotted date with a two-digit year and a dot read as a comma', () => {
  const r = rng(9300);
  const cases = Array.from({ length: 80 }, (_, i) => {
    const year = 15 + Math.floor(r() * 11);
    const month = 1 + Math.floor(r() * 12);
    const day = 1 + Math.floor(r() * 28);
    const date = i % 2 ? `${pad(day)},${pad(month)}.${year}` : `${pad(day)}.${pad(month)},${year}`;
    const text = i % 4 < 2 ? `DATE!:${date}` : `${date} ${pad(day % 24)}:${pad(month)}:16 PM`;
    return { text, iso: `20${year}-${pad(month)}-${pad(day)}` };
  });

  it('is read in a date context once mended', () => {
    expect(cases.filter((c) => parseDate(mendDateText(c.text)) !== c.iso)).toEqual([]);
    expect(cases.filter((c) => parseDate(c.text) === c.iso).length).toBeLessThan(8);
  });

  it('leaves amounts and numbers out of a date context alone', () => {
    for (const text of ['Total 1,10.50', 'Qty 2,10.50 Disc 1.00', 'Date : 02.11.17 Ref 12,10.17'])
      expect(mendDateText(text)).toBe(text);
  });
});

describe('a dotted date with a two-digit year and a dot read with a speck as two marks', () => {
  const r = rng(9400);
  const marks = [':.', '.:', ',.', '.,', ',:'];
  const cases = Array.from({ length: 80 }, (_, i) => {
    const year = 15 + Math.floor(r() * 11);
    const month = 1 + Math.floor(r() * 12);
    const day = 1 + Math.floor(r() * 28);
    const mark = marks[i % marks.length]!;
    const date =
      i % 4 < 2
        ? `${pad(day)}${mark}${pad(month)}.${year}`
        : `${pad(day)}.${pad(month)}${mark}${year}`;
    // After a date label the time may be broken too ("01.07:.17.:10255:09"); with no label,
    // the time after the date is its context.
    const broken = `.:${pad(day % 24)}2${pad(month)}:09`;
    const text =
      i % 2 ? `Date: ${date}${i % 3 ? '' : broken}` : `${date} ${pad(day % 24)}:${pad(month)}:16`;
    return { text, iso: `20${year}-${pad(month)}-${pad(day)}` };
  });

  it('is read in a date context once mended', () => {
    const missed = cases.filter((c) => parseDate(mendDateText(c.text)) !== c.iso);
    expect(missed).toEqual([]);
    expect(cases.filter((c) => parseDate(c.text) === c.iso).length).toBeLessThan(8);
  });

  it('leaves times, amounts and numbers out of a date context alone', () => {
    for (const text of [
      '12:30:.45',
      'Total 1.:10.50',
      'Date : 02.11.17 Ref 12.:10.17',
      'Time 10:05:17',
    ])
      expect(mendDateText(text)).toBe(text);
  });
});
