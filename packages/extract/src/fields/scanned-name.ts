import { wordsOf } from '../labels/vocabulary.js';
import { inCaseOf, OCR_LOOK_ALIKES } from '../parse/look-alikes.js';

/**
 * A seller's name as OCR read it off a scan, mended where its misreadings have a known shape.
 * Scans of till receipts lose a registration number's brackets and dash ("KIM LEONG KOPITIAM
 * 3M0715557 M"), misread the legal form past what the line mend takes ("HOCK SOON SDN SHO",
 * "… SUN BUD") and a letter of the words shops name themselves with ("HAROWARE",
 * "KEDAL RUNCIT", "5YARIKAT", "YARIKAT" with its first letter cut off at the paper's edge).
 * The shop's own words (its proper name) are never touched: only a number at the end, the legal
 * form at the end, and words within a misreading or two of a business word in `nameWords`.
 */
export function mendScannedName(name: string): string {
  const words = withoutLostRegistration(name.split(' '));
  return withLegalForm(words)
    .map((word, i) => mendBusinessWord(word, i === 0))
    .join(' ');
}

/**
 * A last word of five digits or more, most of it digits (OCR reads some as letters), perhaps
 * with its check letter after it: a registration number whose brackets were lost. No shop's
 * name ends in such a number.
 */
function withoutLostRegistration(words: string[]): string[] {
  let end = words.length;
  if (end > 2 && /^\p{L}$/u.test(words[end - 1] ?? '')) end--;
  const id = (words[end - 1] ?? '').replace(/[-–]\p{L}?$/u, '');
  const digits = id.replace(/\D/g, '').length;
  return end >= 2 && digits >= 5 && digits >= 0.6 * id.length ? words.slice(0, end - 1) : words;
}

/** "SDN BHD" at the end of a name, read with up to two letters wrong ("SDN SHO", "SUN BUD"). */
function withLegalForm(words: string[]): string[] {
  const [first, second] = words.slice(-2);
  if (words.length < 3 || !first || !second || !/^[S5]/i.test(first)) return words;
  if (first.length !== 3 || second.length !== 3) return words;
  if (misreadCost(`${first}${second}`, 'SDNBHD') > 2) return words;
  const lower = /[a-z]/.test(first + second);
  return [...words.slice(0, -2), lower ? 'Sdn' : 'SDN', lower ? 'Bhd' : 'BHD'];
}

/** A letter read as its look-alike costs half a misreading, any other letter a whole one. */
function swapCost(read: string, letter: string): number {
  if (read === letter) return 0;
  const alike = OCR_LOOK_ALIKES[letter.toLowerCase()] ?? '';
  return alike.toUpperCase().includes(read) ? 0.5 : 1;
}

/** What it takes to read `word` as `misread`, letter for letter (same length only). */
function misreadCost(misread: string, word: string): number {
  const a = plain(misread);
  const b = plain(word);
  if (a.length !== b.length) return Infinity;
  let cost = 0;
  for (let i = 0; i < a.length; i++) cost += swapCost(a[i] as string, b[i] as string);
  return cost;
}

const plain = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase();

/**
 * How much misreading a word of this length may carry and still be taken for the word: up to
 * seven letters, one look-alike only (a name's "BAKERS" is no misread "BAKERY").
 */
const allowance = (length: number) => (length <= 7 ? 0.5 : length <= 9 ? 1.5 : 2);

let businessWords: string[] | undefined;

/**
 * A word read for one of the business words: within the allowance for its length, or, as the
 * name's first word, the word with its first letter cut off at the paper's edge ("EDAI" for
 * KEDAI). Only when one business word is nearest.
 */
function mendBusinessWord(word: string, first: boolean): string {
  if (word.length < (first ? 4 : 5)) return word;
  if (!/\p{L}/u.test(word) || !/^[\p{L}\d|!]+$/u.test(word)) return word;
  businessWords ??= wordsOf('nameWords');
  let best: string | null = null;
  let bestCost = Infinity;
  let tie = false;
  for (const known of businessWords) {
    const cost = Math.min(
      misreadCost(word, known),
      first ? 0.5 + misreadCost(word, known.slice(1)) : Infinity,
    );
    if (cost > allowance(known.length) || cost > bestCost) continue;
    tie = cost === bestCost;
    best = known;
    bestCost = cost;
  }
  return !best || tie || bestCost === 0 ? word : inCaseOf(word, best);
}
