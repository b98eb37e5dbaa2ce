import { MALAYSIAN_STATES_AND_STREET_WORDS, MALAYSIAN_TOWN_NAMES } from './malaysian-places.js';

/**
 * The Malaysian places (./malaysian-places.ts) whose names are long and distinctive enough that
 * a word one letter from one of them is that name as OCR misread it ("KUALA LUMFUR", "47200
 * PUCHIONG", "SELANGOE"). Seven letters or more: shorter names ("Ipoh", "Klang", "Miri") are one
 * letter from words of other languages. A town counts without its postcode too, which OCR
 * garbles as often as the name ("GELDER ARCH FOOD ... PUCHOND"); of the long names only
 * "Taiping" is one letter from a word ("taping"), and the cue is the last one a scan is asked.
 */
const PLACES = [...MALAYSIAN_STATES_AND_STREET_WORDS, ...MALAYSIAN_TOWN_NAMES]
  .filter((name) => name.replace(/\s/g, '').length >= 7)
  .map((name) => name.toLowerCase());

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
 * together, within one edit of a name above. For a scan whose other ringgit cues OCR lost too.
 */
export function namesMalaysianPlaceMisread(text: string): boolean {
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  for (let i = 0; i < words.length; i++) {
    const one = words[i] as string;
    const two = i + 1 < words.length ? `${one} ${words[i + 1]}` : '';
    for (const place of PLACES) {
      const phrase = place.includes(' ') ? two : one;
      if (phrase && withinOneEdit(phrase, place)) return true;
    }
  }
  return false;
}
