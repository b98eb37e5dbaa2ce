import { checkVAT, countries } from 'jsvat';
import { anyLabel } from '../labels/vocabulary.js';
import type { Line } from '../text/layout.js';

/** The EU (and UK, Norwegian, Swiss) VAT id prefixes jsvat checks. */
const PREFIXES = [
  'ATU',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'EL',
  'ES',
  'FI',
  'FR',
  'GB',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
  'XI',
  'NO',
];

/** Characters OCR confuses, each mapped to one representative of its group. */
const LOOK_ALIKE_GROUP: Record<string, string> = {
  '1': 'I',
  l: 'I',
  L: 'I',
  '|': 'I',
  '!': 'I',
  i: 'I',
  '0': 'O',
  Q: 'O',
  D: 'O',
  o: 'O',
  '8': 'B',
  '#': 'B',
  '5': 'S',
  s: 'S',
  $: 'S',
  '6': 'G',
  '2': 'Z',
  P: 'F',
  '£': 'E',
};
/** Letters and signs OCR gives for digits in the body of an id (O for 0, S for 5, # for 8 …). */
export const DIGIT_FOR: Record<string, string> = {
  O: '0',
  Q: '0',
  D: '0',
  o: '0',
  I: '1',
  l: '1',
  L: '1',
  '|': '1',
  Z: '2',
  S: '5',
  $: '5',
  G: '6',
  B: '8',
  '#': '8',
};

const group = (text: string) =>
  [...text].map((c) => LOOK_ALIKE_GROUP[c] ?? c.toUpperCase()).join('');

/**
 * How many characters of `text` stand for `prefix`: as many, read as look-alikes ("1E" for IE,
 * "PR" for FR), or, with `stray`, one more: a stray character inside it ("ArTU" for ATU, "FrR"
 * for FR); null when neither.
 */
function prefixRead(text: string, prefix: string, stray: boolean): number | null {
  const want = group(prefix);
  if (!stray) return group(text.slice(0, prefix.length)) === want ? prefix.length : null;
  const read = group(text.slice(0, prefix.length + 1));
  for (let skip = 1; skip <= prefix.length; skip++)
    if (read.slice(0, skip) + read.slice(skip + 1) === want) return prefix.length + 1;
  return null;
}

/**
 * Letters a country's id prints at a fixed place of its body, as OCR may read them as digits: the
 * Dutch "B" before the branch number ("NL123456789B01" read as "…78901").
 */
const FIXED_LETTERS: Record<string, { at: number; letter: string; readAs: string }> = {
  NL: { at: 9, letter: 'B', readAs: '8' },
};

/**
 * The body as read, with every choice of its look-alikes read as digits (at most 16). A letter
 * that opens a Spanish id stays one: company NIFs open with their kind ("B" for an S.L.). A
 * digit where the country prints a letter is read as that letter.
 */
function bodyReadings(read: string, prefix: string): string[] {
  const fixed = FIXED_LETTERS[prefix];
  const rest =
    fixed && read[fixed.at] === fixed.readAs
      ? `${read.slice(0, fixed.at)}${fixed.letter}${read.slice(fixed.at + 1)}`
      : read;
  const upper = rest.toUpperCase();
  const from = prefix === 'ES' && /^[A-Z]/.test(upper) ? 1 : 0;
  const at = [...upper].flatMap((c, i) => (i >= from && DIGIT_FOR[c] ? [i] : [])).slice(0, 4);
  const readings = new Set<string>();
  for (let mask = 0; mask < 1 << at.length; mask++) {
    const chars = [...upper];
    at.forEach((i, bit) => {
      if (mask & (1 << bit)) chars[i] = DIGIT_FOR[chars[i] as string] as string;
    });
    readings.add(chars.join(''));
  }
  return [...readings];
}

/** The valid ids `prefix` read as `length` characters of `compact` can give. */
function validReadings(compact: string, prefix: string, length: number): string[] {
  const found: string[] = [];
  for (const body of bodyReadings(compact.slice(length), prefix)) {
    if (!/^\d/.test(body) && prefix !== 'ES') continue;
    const value = validWith(prefix, body);
    if (value) found.push(value);
  }
  return found;
}

/**
 * The one valid id the text can be read as. A prefix read as a country's (look-alikes allowed)
 * settles the country: no other country is tried for digits that fail its checksum, only a
 * stray character inside the prefix. A prefix that is no country's is read with one stray
 * character. Several valid readings are no reading.
 */
export function readBackVatId(compact: string): string | null {
  // A prefix printed as a country's own letters is that country ("IT", never its look-alike
  // "LT"); else the countries whose prefix it reads as.
  const literal = PREFIXES.filter((p) => compact.slice(0, p.length).toUpperCase() === p);
  const exact = literal.length
    ? literal
    : PREFIXES.filter((p) => prefixRead(compact, p, false) !== null);
  const valid = new Set(
    exact.flatMap((p) =>
      validReadings(compact, p, p.length).filter(
        (id) => lettered(compact, p.length) || id.length === digitRun(compact),
      ),
    ),
  );
  if (valid.size === 0)
    for (const prefix of exact.length ? exact : PREFIXES) {
      const length = prefixRead(compact, prefix, true);
      if (length !== null && lettered(compact, length))
        for (const v of validReadings(compact, prefix, length)) valid.add(v);
    }
  return valid.size === 1 ? ([...valid][0] as string) : null;
}

/**
 * Whether the characters read as a prefix hold a letter. A prefix read from digits alone ("68…"
 * for GB) is taken only as the whole number it opens, never as the start of a longer one, and
 * never with a stray character: a national number printed without a prefix ("GST ID No :
 * 846240087221") reads as "BG" or "GB" with a stray "4" or "7" far more often than OCR turns
 * both letters of a prefix into digits.
 */
function lettered(compact: string, length: number): boolean {
  return /\p{L}/u.test(compact.slice(0, length));
}

/** How many digits open `compact`. */
function digitRun(compact: string): number {
  return /^\d*/.exec(compact)?.[0].length ?? 0;
}

/** The longest prefix of `body` that makes a valid id with `prefix`, if any. */
function validWith(prefix: string, body: string): string | null {
  for (let length = Math.min(body.length, 14); length >= 7; length--) {
    const candidate = `${prefix}${body.slice(0, length)}`;
    if (checkVAT(candidate, countries).isValid) return candidate;
  }
  return null;
}

const VAT_LABEL = new RegExp(anyLabel('vatId').source, 'giu');
/**
 * "No:", "Nr.", "Number #" left after a shorter label ("GST ID No : 001339885156"): the label's
 * own word, never Norway's "NO" prefix, which is not followed by a colon or a dot.
 */
const NUMBER_WORD = /^\s*(?:no|nr|num(?:ber)?)\s*[.:#]/i;
/** How many characters after the label an id may span, a column gap included. */
const REACH = 26;

/**
 * A VAT id after its label on an OCR line that no plain reading validates: OCR misread the
 * country prefix ("1E3647881V", "PR76661211935", "ArTU47335691"), put look-alike letters or signs
 * in the digits ("GB8#8564496"), or split the digits at a gap it took for a column ("DE 892 420
 * 519"). Read back as `readBackVatId` says, checked by the country's checksum (jsvat).
 */
export function repairedVatIds(line: Line): Array<{ value: string; index: number }> {
  if (line.source !== 'ocr') return [];
  const found: Array<{ value: string; index: number }> = [];
  for (const m of line.text.matchAll(VAT_LABEL)) {
    const after = line.text
      .slice(m.index + m[0].length, m.index + m[0].length + REACH)
      .replace(NUMBER_WORD, '');
    const compact = after.replace(/^[\s:.!;,]+/, '').replace(/[\s.\-/]/g, '');
    const value = readBackVatId(compact);
    if (value) found.push({ value, index: m.index });
  }
  return found;
}
