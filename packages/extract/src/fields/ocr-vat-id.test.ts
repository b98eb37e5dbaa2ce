import { checkVAT, countries } from 'jsvat';
import { describe, expect, it } from 'vitest';
import { COUNTRIES, int, pick, rng, validVatId } from '../../test/corpus/model.js';
import type { Line } from '../text/layout.js';
import { repairedVatIds } from './ocr-vat-id.js';

/**
 * VAT ids after their label on OCR lines, misread the ways thermal print and low resolution
 * misread them, 240 from a seeded generator over every country the corpus knows: a prefix
 * letter read as its look-alike ("1E", "PR", "G8"), a stray letter in the prefix ("ArTU"), a
 * digit read as a letter or a sign ("#" for 8, "O" for 0), the digits split at a gap OCR took for
 * a column. Then ids with a misread digit: those must come back as nothing, never as another id.
 */
const LABELS = ['VAT No:', 'VAT Reg No', 'USt-IdNr.', 'UID Nr.:', 'TVA', 'P.IVA', 'BTW-nr', 'NIF:'];
const PREFIX_LOOK_ALIKES: Record<string, string> = {
  I: '1',
  F: 'P',
  B: '8',
  O: '0',
  S: '5',
  E: '£',
};
const BODY_LOOK_ALIKES: Record<string, string> = { '8': '#', '0': 'O', '5': 'S', '1': 'l' };

const ocrLine = (text: string): Line => ({
  page: 1,
  index: 0,
  y: 0,
  height: 10,
  segments: text.split(/ {3,}/).map((t, i) => ({ text: t, x0: i * 100, x1: i * 100 + 80 })),
  text,
  confidence: 0.8,
  source: 'ocr',
});

function misread(seed: number) {
  const r = rng(seed);
  const country = pick(
    r,
    COUNTRIES.filter((c) => c.vatPattern),
  );
  const id = validVatId(r, country) as string;
  const prefix = id.startsWith('ATU') ? 'ATU' : id.slice(0, 2);
  const body = id.slice(prefix.length);
  const kind = seed % 4;
  let shown: string;
  if (kind === 0) {
    const letters = [...prefix];
    const at = letters.findIndex((l) => PREFIX_LOOK_ALIKES[l]);
    if (at >= 0) letters[at] = PREFIX_LOOK_ALIKES[letters[at] as string] as string;
    else letters.splice(1, 0, 'r');
    shown = letters.join('') + body;
  } else if (kind === 1) {
    shown = prefix.slice(0, 1) + 'r' + prefix.slice(1) + body;
  } else if (kind === 2) {
    const at = [...body].findIndex((c) => BODY_LOOK_ALIKES[c]);
    shown =
      at >= 0
        ? prefix + body.slice(0, at) + BODY_LOOK_ALIKES[body[at] as string] + body.slice(at + 1)
        : `${prefix} ${body}`;
  } else {
    const cut = int(r, 3, body.length - 2);
    shown = `${prefix} ${body.slice(0, cut)}   ${body.slice(cut)}`;
  }
  return { id, text: `${pick(r, LABELS)} ${shown}` };
}

function wrongDigit(seed: number) {
  const r = rng(seed);
  const country = pick(
    r,
    COUNTRIES.filter((c) => c.vatPattern),
  );
  const id = validVatId(r, country) as string;
  const at = id.length - 1 - int(r, 0, 4);
  const digit = id[at] as string;
  const other = String((Number(digit) + int(r, 1, 9)) % 10);
  const read = `${id.slice(0, at)}${other}${id.slice(at + 1)}`;
  // Only misreads the checksum catches (a Dutch id's "B01" suffix has none).
  if (!/\d/.test(digit) || checkVAT(read, countries).isValid) return { id, text: '' };
  return { id, text: `${pick(r, LABELS)} ${read}` };
}

describe('a VAT id OCR misread', () => {
  it('is read back when exactly one reading passes the checksum', () => {
    const cases = Array.from({ length: 240 }, (_, i) => misread(5000 + i));
    const wrong = cases.filter((c) => repairedVatIds(ocrLine(c.text))[0]?.value !== c.id);
    // A look-alike can leave two valid readings (then none is taken): allow a few of those.
    expect(wrong.length, JSON.stringify(wrong.slice(0, 5))).toBeLessThan(cases.length * 0.05);
    for (const c of wrong) expect(repairedVatIds(ocrLine(c.text))).toEqual([]);
  });

  it('never becomes another id when a digit itself was misread', () => {
    const cases = Array.from({ length: 240 }, (_, i) => wrongDigit(9000 + i)).filter((c) => c.text);
    const invented = cases.filter((c) => repairedVatIds(ocrLine(c.text)).length > 0);
    expect(invented).toEqual([]);
  });

  it("reads a Dutch id's B that OCR read as 8", () => {
    const dutch = COUNTRIES.find((c) => c.code === 'NL');
    const cases = Array.from({ length: 30 }, (_, i) => {
      const id = validVatId(rng(7700 + i), dutch as (typeof COUNTRIES)[number]) as string;
      return { id, text: `BTW-nr. ${id.replace(/B(?=\d{2}$)/, '8')}` };
    });
    const wrong = cases.filter((c) => repairedVatIds(ocrLine(c.text))[0]?.value !== c.id);
    expect(wrong).toEqual([]);
  });

  it('is no Norwegian id when a shorter label leaves its "No:" before a national number', () => {
    // "GST ID No : 001339885156": 12 digits, whose first nine pass Norway's checksum one time
    // in eleven. 300 seeded numbers behind four labels, with a colon, a dot or a hash.
    const r = rng(4242);
    const cases = Array.from({ length: 300 }, (_, i) => {
      const digits = Array.from({ length: 12 }, () => int(r, 0, 9)).join('');
      const label = ['GST ID', 'Tax ID', 'VAT', 'GST Reg'][i % 4];
      const word = ['No :', 'No:', 'No.', 'Nr.', 'No #'][i % 5];
      return `${label} ${word}   ${digits}`;
    });
    // The one reading left to such a number: all of it as an id whose two prefix letters OCR
    // read as digits ("86" for BG, "68" for GB), nothing before or after.
    const invented = cases.flatMap((text) =>
      repairedVatIds(ocrLine(text)).filter(
        ({ value }) => value.slice(2) !== text.slice(-value.length + 2),
      ),
    );
    expect(invented).toEqual([]);
    expect(repairedVatIds(ocrLine('VAT No 68372078155'))[0]?.value).toBe('GB372078155');
    expect(repairedVatIds(ocrLine('VAT: NO 974 760 673 MVA'))[0]?.value).toMatch(/^NO974760673/);
  });

  it('is not looked for on a text layer', () => {
    expect(repairedVatIds({ ...ocrLine('VAT No: 1E3647881V'), source: 'text' })).toEqual([]);
  });
});
