/**
 * For a letter of a word, what OCR reads in its place on thin or faint print: a digit for the
 * letter it looks like, I for L, F for E, O for D. Rules that mend a misread word allow these
 * and count any other letter as a real difference.
 */
export const OCR_LOOK_ALIKES: Readonly<Record<string, string>> = {
  o: '0DQ',
  i: '1l|L',
  l: '1I|i',
  s: '5',
  b: '8',
  g: '6',
  a: '4',
  z: '2',
  e: 'Ff',
  d: 'O0',
  t: '7',
};

/**
 * The word a misread token stands for, in the case the token is written in: "TOTAL", "Total",
 * "total" (most of its letters capitals, or the first).
 */
export function inCaseOf(token: string, word: string): string {
  const letters = token.replace(/[^\p{L}]/gu, '');
  const upper = letters.replace(/[^\p{Lu}]/gu, '').length;
  if (upper > letters.length / 2) return word.toUpperCase();
  if (/^\p{Lu}/u.test(letters)) return word[0]!.toUpperCase() + word.slice(1);
  return word;
}
