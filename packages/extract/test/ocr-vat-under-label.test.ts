import { checkVAT, countries } from 'jsvat';
import { describe, expect, it } from 'vitest';
import { extractFields } from '../src/index.js';
import { toDocumentText } from '../src/fields/document-text.js';
import { buildLines, type TextItem } from '../src/text/layout.js';
import { COUNTRIES, int, party, pick, rng } from './corpus/model.js';
import type { PlacedText } from './laid-out-page.js';

/**
 * Scanned invoices whose seller prints the VAT id under its label ("BTW-nr." over the id, a
 * sidebar or a footer table), read by OCR with a look-alike in the digits: "O" for 0, "S" for 5,
 * "l" for 1, "#" for 8. The checksum says which reading is meant; 60 invoices from a seeded
 * generator over every country the corpus has VAT ids for. A digit misread as another digit
 * fails the checksum and must stay as printed, never become another id.
 */
const LABELS = ['BTW-nr.', 'USt-IdNr.', 'N° TVA', 'VAT No.', 'P.IVA', 'NIF', 'UID'];
const LOOK_ALIKE: Record<string, string> = { '0': 'O', '5': 'S', '1': 'l', '8': '#' };

function ocrPage(items: PlacedText[]) {
  const positioned: TextItem[] = items.map(([text, x, y, size]) => ({
    text,
    x,
    y,
    width: text.length * size * 0.5,
    height: size,
  }));
  return toDocumentText(buildLines(positioned, 1, 'ocr'), 'ocr');
}

function scanned(seed: number, misread: (body: string, r: () => number) => string) {
  const r = rng(seed);
  const country = pick(
    r,
    COUNTRIES.filter((c) => c.vatPattern),
  );
  const seller = party(r, country, true);
  const buyer = party(r, country, true);
  const id = seller.vatId as string;
  const prefix = id.startsWith('ATU') ? 'ATU' : id.slice(0, 2);
  const shown = prefix + misread(id.slice(prefix.length), r);
  const items: PlacedText[] = [
    [seller.name, 40, 40, 14],
    [seller.street, 40, 60, 10],
    [seller.city, 40, 74, 10],
    [buyer.name, 320, 150, 10],
    [buyer.street, 320, 164, 10],
    [buyer.city, 320, 178, 10],
    [`Invoice No: ${int(r, 1000, 9999)}`, 40, 300, 10],
    ['Total', 300, 400, 10],
    [`${int(r, 100, 900)}.00`, 420, 400, 10],
    [pick(r, LABELS), 40, 700, 9],
    [shown, 40, 712, 9],
  ];
  return { items, id, shown };
}

function lookAlike(body: string, r: () => number): string {
  const at = [...body].map((c, i) => (LOOK_ALIKE[c] ? i : -1)).filter((i) => i >= 0);
  if (at.length === 0) return body;
  const i = at[Math.floor(r() * at.length)] as number;
  return body.slice(0, i) + LOOK_ALIKE[body[i] as string] + body.slice(i + 1);
}

function otherDigit(body: string, r: () => number): string {
  const digits = [...body].map((c, i) => (/\d/.test(c) ? i : -1)).filter((i) => i >= 0);
  const i = digits[Math.floor(r() * digits.length)] as number;
  const d = (Number(body[i]) + 1 + Math.floor(r() * 9)) % 10;
  return body.slice(0, i) + String(d) + body.slice(i + 1);
}

const taxIdOf = (items: PlacedText[]) => extractFields(ocrPage(items)).extractedData.vendor.taxId;

describe('an OCR-misread VAT id under its label', () => {
  it('is read back when the checksum says which reading is meant', () => {
    // A misread that is itself a valid id ("FR5S…": French keys may be letters) cannot be told.
    const cases = Array.from({ length: 60 }, (_, i) => scanned(8100 + i, lookAlike)).filter(
      (c) => !checkVAT(c.shown, countries).isValid,
    );
    expect(cases.length).toBeGreaterThan(50);
    const wrong = cases
      .map(({ items, id, shown }) => ({ shown, want: id, got: taxIdOf(items) }))
      .filter((c) => c.got !== c.want);
    expect(wrong).toEqual([]);
  });

  it('stays as printed when a digit was misread as another digit', () => {
    const cases = Array.from({ length: 60 }, (_, i) => scanned(8300 + i, otherDigit)).filter(
      (c) => !checkVAT(c.shown, countries).isValid,
    );
    const other = cases
      .map(({ items, id }) => ({ id, got: taxIdOf(items) }))
      .filter((c) => c.got !== null && checkVAT(c.got, countries).isValid);
    expect(other).toEqual([]);
  });
});
