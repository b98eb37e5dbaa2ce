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
