import { anyLabel, type LabelField } from '../labels/vocabulary.js';
import { inCaseOf, OCR_LOOK_ALIKES } from '../parse/look-alikes.js';
import type { Line } from '../text/layout.js';

/**
 * The words of a receipt's money labels as OCR misreads them on thermal print: "T0TAL",
 * "TOTAI", "Tota1", "GRAND T0TAL", "CHANGF", "R0UNDING", "PAYAB1E". Read wrong, the label is
 * not seen, and the total is lost with it. A word of five letters or more that is one OCR
 * confusion away from one of these words is read as it: one character, and only a confusion
 * OCR makes (a digit for the letter it looks like, I for L, F for E, O for D), so "CHARGE"
 * stays (R and N do not look alike), and no shorter word is touched ("CASH", "NET").
 */
const WORDS = [
  'total',
  'subtotal',
  'grand',
  'rounding',
  'change',
  'amount',
  'payable',
  'sales',
  'inclusive',
  'excluding',
  'balance',
  'jumlah',
  'tunai',
];
const LEXICON = new Set(WORDS);

/**
 * The word of WORDS as long as `token` that it differs from by a cost of exactly one, letter by
 * letter (case aside): `cost` prices a letter read for the word's letter.
 */
function wordOneAway(token: string, cost: (read: string, letter: string) => number) {
  for (const word of WORDS) {
    if (word.length !== token.length) continue;
    let misses = 0;
    for (let i = 0; i < word.length && misses < 2; i++) {
      const read = token[i] as string;
      const letter = word[i] as string;
      if (read.toLowerCase() !== letter) misses += cost(read, letter);
    }
    if (misses === 1) return word;
  }
  return null;
}

const lookAlikeCost = (read: string, letter: string) =>
  (OCR_LOOK_ALIKES[letter] ?? '').includes(read) ? 1 : 2;

/** The label word `token` stands for, when it is one look-alike away from one; else null. */
export function labelWordOf(token: string): string | null {
  if (token.length < 5 || LEXICON.has(token.toLowerCase())) return null;
  const word = wordOneAway(token, lookAlikeCost);
  if (word) return word;
  // "rn" read for "m" is the one change: the rest must be the word as printed.
  const joined = token.replace(/rn/gi, 'm').toLowerCase();
  return joined.length < token.length && LEXICON.has(joined) ? joined : null;
}

const TOKEN = /(?<![\p{L}\d|])[\p{L}\d|]{5,}(?![\p{L}\d|])/gu;

/** Words that are label words only before another: "GRANO" is Italian grain, "GRANO TOTAL" not. */
const ONLY_BEFORE: Record<string, RegExp> = { grand: /^\s+total\b/i };

/**
 * A label word with any one letter misread, not only a look-alike ("TORAL", "FOTAL", "BALES",
 * "THANGE"), where the context says it is a label: next to a label word as read ("Toral Sales
 * (inclusive of GST)", "Total Bales Incl GST") or, for "total", "change", "rounding" and
 * "payable", alone before the line's only amount ("FOTAL 193.55"). English words one letter
 * away keep their meaning ("Total Charge", "CHANCE", "TONAL").
 */
const LETTERS = /(?<![\p{L}\d|])\p{L}{5,}(?![\p{L}\d|])/gu;
const LABEL_WORD = WORDS.join('|');
const PHRASE_BEFORE = new RegExp(`(?:^|[^\\p{L}])(?:${LABEL_WORD})\\s+$`, 'iu');
const PHRASE_AFTER = new RegExp(`^\\s+(?:${LABEL_WORD})(?![\\p{L}])`, 'iu');
const ALONE_WORDS = new Set(['total', 'change', 'rounding', 'payable']);
const REAL_WORDS = new Set(['charge', 'chance', 'tonal', 'grant', 'grind']);
const AMOUNT_ONLY = /^\s*:?\s*(?:RM\s?)?-?\d{1,3}(?:,\d{3})*[.,]\d{2}\s*$/i;

function labelWordOneLetterFrom(token: string): string | null {
  const lower = token.toLowerCase();
  if (LEXICON.has(lower) || REAL_WORDS.has(lower)) return null;
  return wordOneAway(lower, () => 1);
}

/**
 * `around` is the rest of the line when `text` is one of its segments (a column of its own):
 * the context of a word one letter from a label reaches across the columns ("FOTAL" and its
 * amount are two segments).
 */
export function mendLabelWordText(
  text: string,
  around: { before?: string; after?: string } = {},
): string {
  const words = text.replace(TOKEN, (token) => {
    if (!/\p{L}/u.test(token)) return token;
    const word = labelWordOf(token);
    return word && !ONLY_BEFORE[word] ? inCaseOf(token, word) : token;
  });
  const paired = words.replace(TOKEN, (token, at: number) => {
    const word = labelWordOf(token);
    const next = ONLY_BEFORE[word ?? ''];
    return word && next?.test(words.slice(at + token.length)) ? inCaseOf(token, word) : token;
  });
  return paired.replace(LETTERS, (token, at: number) => {
    const word = labelWordOneLetterFrom(token);
    if (!word) return token;
    const before = (around.before ?? '') + paired.slice(0, at);
    const after = paired.slice(at + token.length) + (around.after ?? '');
    const inPhrase = PHRASE_BEFORE.test(before) || PHRASE_AFTER.test(after);
    const alone = ALONE_WORDS.has(word) && /^\s*$/.test(before) && AMOUNT_ONLY.test(after);
    return inPhrase || alone ? inCaseOf(token, word) : token;
  });
}

const MONEY_FIELDS: LabelField[] = ['grandTotal', 'subtotal', 'net', 'tax', 'tender', 'rounding'];
const MONEY_LABEL = MONEY_FIELDS.map((f) => anyLabel(f));
const hasMoneyLabel = (text: string) => MONEY_LABEL.some((re) => re.test(text));

/**
 * An amount as OCR reads it after a money label: a 0 read as "O" or "o", a 1 as "l", "I" or
 * "|", a 5 as "S" inside the number ("RM5O.60", "1O.00", "12.5O"), or the cents set apart
 * by a space after the decimal point ("12. 50"). Read back only in a number with two decimals
 * and at least two real digits, on a line with a money label (or alone on the line under one):
 * item names, codes and words stay as read.
 */
const AMOUNT_LIKE =
  /(?<![\p{L}\d.,])(RM\s?)?([\dOoIl|S]{1,3}(?:,[\dOoIl|S]{3})*)([.,]) ?([\dOoIl|S]{2})(?![\p{L}\d.,|])/gu;
const DIGIT_OF: Record<string, string> = { O: '0', o: '0', I: '1', l: '1', '|': '1', S: '5' };

export function mendAmountText(text: string): string {
  return text.replace(
    AMOUNT_LIKE,
    (all, rm: string | undefined, whole: string, point: string, cents: string) => {
      const body = whole + cents;
      const digits = body.replace(/\D/g, '').length;
      if (digits < 2 || body.length - digits > 2) return all;
      // "1,OO" or "S,SO": a lone letter group is a word; the first and last places must hold a
      // digit or a letter-for-0 in the cents.
      if (!/^\d/.test(whole) && !/\d$/.test(whole) && !/^[Oo]$/.test(whole)) return all;
      const read = [...body].map((c) => DIGIT_OF[c] ?? c).join('');
      const mended = `${rm ?? ''}${read.slice(0, whole.length)}${point}${read.slice(whole.length)}`;
      return mended;
    },
  );
}

/**
 * OCR lines with their money label words read back (every line), then the amounts on the
 * lines that carry a money label and on a line alone under one.
 */
export function mendMoneyLabels(lines: Line[]): Line[] {
  const labelled = lines.map(mendLabelWords);
  return labelled.map((line, i) => {
    const previous = labelled[i - 1];
    const under =
      previous !== undefined &&
      hasMoneyLabel(previous.text) &&
      /^\s*(?:RM\s?)?[\dOoIl|S.,' ]+\s*$/.test(line.text);
    return hasMoneyLabel(line.text) || under ? mendWith(line, mendAmountText) : line;
  });
}

/** The label words of a line, each segment read with the others around it. */
function mendLabelWords(line: Line): Line {
  const text = mendLabelWordText(line.text);
  if (text === line.text) return line;
  const texts = line.segments.map((s) => s.text);
  const segments = line.segments.map((s, k) => ({
    ...s,
    text: mendLabelWordText(s.text, {
      before: texts.slice(0, k).join('   ') + (k > 0 ? '   ' : ''),
      after: (k < texts.length - 1 ? '   ' : '') + texts.slice(k + 1).join('   '),
    }),
  }));
  return { ...line, text, segments };
}

function mendWith(line: Line, mend: (text: string) => string): Line {
  const text = mend(line.text);
  return text === line.text
    ? line
    : { ...line, text, segments: line.segments.map((s) => ({ ...s, text: mend(s.text) })) };
}
