import { MALAYSIAN_STATES_AND_STREET_WORDS, MALAYSIAN_TOWN_NAMES } from './malaysian-places.js';

/**
 * The Malaysian places (./malaysian-places.ts) whose names are long and distinctive enough that
 * a word one letter from one of them is that name as OCR misread it ("KUALA LUMFUR", "47200
 * PUCHIONG", "SELANGOE"). Seven letters or more: shorter names ("Ipoh", "Klang", "Miri") are one
 * letter from words of other languages. A town counts, as its exact name does, only after its
 * five-digit postcode: "Taiping" is one letter from "taping".
 */
const longNames = (names: readonly string[]) =>
  names.filter((name) => name.replace(/\s/g, '').length >= 7).map((name) => name.toLowerCase());
const STATES = longNames(MALAYSIAN_STATES_AND_STREET_WORDS);
const TOWNS = longNames(MALAYSIAN_TOWN_NAMES);

/** Whether `a` becomes `b` by at most one letter changed, added or dropped. */
export function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length - 1;
  let endB = b.length - 1;
  while (endA >= start && endB >= start && a[endA] === b[endB]) {
    endA--;
    endB--;
  }
  return Math.max(endA - start + 1, endB - start + 1) <= 1;
}

/**
 * Whether the text names a Malaysian place with one letter misread: a word, or two words
 * together, within one edit of a state's name anywhere or of a town's name after a postcode. For
 * a scan whose other ringgit cues OCR lost too.
 */
export function namesMalaysianPlaceMisread(text: string): boolean {
  const words = text.toLowerCase().match(/\d{5}|\p{L}+/gu) ?? [];
  for (let i = 0; i < words.length; i++) {
    const one = words[i] as string;
    const two = i + 1 < words.length ? `${one} ${words[i + 1]}` : '';
    const afterPostcode = /^\d{5}$/.test(words[i - 1] ?? '');
    for (const place of afterPostcode ? [...STATES, ...TOWNS] : STATES) {
      const phrase = place.includes(' ') ? two : one;
      if (phrase && withinOneEdit(phrase, place)) return true;
    }
  }
  return false;
}
