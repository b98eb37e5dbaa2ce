import { describe, expect, it } from 'vitest';
import { parseDate } from '../src/index.js';
import { mendDateText } from '../src/ocr/broken-dates.js';
import { int, rng } from './corpus/model.js';
import { LANGS, WORDS } from './corpus/vocabulary.js';

/**
 * Written dates in six languages with one letter of the month doubled, as OCR reads thermal
 * print now and then ("9 Mayy 2023", "3 Septembber 2020"): 10 random dates per month and language.
 */
function garbledDates() {
  const r = rng(2718);
  return LANGS.flatMap((lang) =>
    WORDS[lang].months.flatMap((month, m) =>
      Array.from({ length: 10 }, () => {
        const day = int(r, 1, 28);
        const year = int(r, 2015, 2026);
        const at = int(r, 0, month.length - 1);
        const doubled = month.slice(0, at + 1) + month.slice(at);
        const iso = `${year}-${String(m + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
        return { text: `${day} ${doubled} ${year}`, iso };
      }),
    ),
  );
}

describe('month names with a letter doubled by OCR', () => {
  it('are read as their month (720 dates)', () => {
    const wrong = garbledDates().filter((d) => parseDate(d.text, 'DMY') !== d.iso);
    expect(wrong.map((d) => d.text)).toEqual([]);
  });
});

/** The marks OCR puts on vowels of thermal print, or takes off. */
const MARKED: Record<string, string> = {
  a: 'ä',
  o: 'ö',
  u: 'ü',
  e: 'é',
  é: 'è',
  û: 'u',
  ä: 'a',
  è: 'e',
};

describe('month names with a vowel’s mark changed by OCR', () => {
  it('are read as their month ("10 aoüt 2021", "3 dècembre 2020")', () => {
    const r = rng(3141);
    const dates = LANGS.flatMap((lang) =>
      WORDS[lang].months.flatMap((month, m) => {
        const at = [...month].findIndex((c) => MARKED[c]);
        if (at < 0) return [];
        const day = int(r, 1, 28);
        const year = int(r, 2015, 2026);
        const misread = month.slice(0, at) + MARKED[month[at] as string] + month.slice(at + 1);
        const iso = `${year}-${String(m + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
        return [{ text: `Ticket B/2024/167   ${day} ${misread} ${year} 16:04`, iso }];
      }),
    );
    expect(dates.length).toBeGreaterThan(50);
    expect(dates.filter((d) => parseDate(d.text, 'DMY') !== d.iso).map((d) => d.text)).toEqual([]);
  });
});

/**
 * A month's three-letter abbreviation with one letter misread on a scanned receipt ("Noy 26,
 * 2017", "24 Oot 2018", "09-Peb-2019"): every English abbreviation, every letter, three other
 * letters each, in three date styles. Where one month is within a letter the date is read;
 * where two are ("Mav": May or March) none is, and never a wrong one.
 */
describe('month abbreviations with a letter misread by OCR', () => {
  const ABBREVIATIONS = [
    'Jan',
    'Feb',
    'Mar',
    'Apr',
    'May',
    'Jun',
    'Jul',
    'Aug',
    'Sep',
    'Oct',
    'Nov',
    'Dec',
  ];
  const r = rng(1618);
  const dates = ABBREVIATIONS.flatMap((month, m) =>
    [0, 1, 2].flatMap((at) =>
      Array.from({ length: 3 }, (_, k) => {
        const letters = 'abcdefghijklmnopqrstuvwxyz'.replace(month[at]!.toLowerCase(), '');
        const other = letters[int(r, 0, letters.length - 1)] as string;
        const misread =
          month.slice(0, at) + (at === 0 ? other.toUpperCase() : other) + month.slice(at + 1);
        const day = int(r, 1, 28);
        const year = int(r, 2015, 2026);
        const iso = `${year}-${String(m + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
        const text = [
          `Date :   ${misread} ${day}, ${year} 13:38`,
          `Date: ${day} ${misread} ${year}`,
          `${String(day).padStart(2, '0')}-${misread}-${year} 12:04`,
        ][k] as string;
        return { text, iso, read: parseDate(mendDateText(text), 'DMY') };
      }),
    ),
  );

  it('is read as its month when no other month is a letter away', () => {
    const read = dates.filter((d) => d.read !== null);
    expect(read.length).toBeGreaterThan(40);
    expect(read.filter((d) => d.read !== d.iso)).toEqual([]);
  });

  it('is read before the mend nowhere', () => {
    expect(dates.filter((d) => parseDate(d.text, 'DMY') === d.iso).length).toBeLessThan(5);
  });
});
