import { describe, expect, it } from 'vitest';
import { parseDate } from '../src/index.js';
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
