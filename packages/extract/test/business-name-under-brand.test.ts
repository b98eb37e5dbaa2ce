import { describe, expect, it } from 'vitest';
import { chance, int, pick, rng } from './corpus/model.js';
import { fieldsOf, type PlacedText } from './laid-out-page.js';
import { vendorMisses } from './vendor-misses.js';

/**
 * A short brand or logo word printed large over the name of a business without a legal form
 * ("TEA GARDEN" over "KEDAI RUNCIT ANNALAKSHMI", "ECO-SHOP" over "SOON HUAT TRADING", "Le Fournil"
 * over "Boulangerie Martin"): the vendor is the business's name, which says what business it is,
 * as a legal form says it for a company. Till receipts centre their head lines, and a branch in
 * brackets may stand between the name and the address. 60 receipts from a seeded generator; a
 * company with a legal form over such a line keeps its place.
 */
const BRANDS = ['TEA GARDEN', 'ECO-SHOP', 'SINAR', 'Le Fournil', 'GOLDEN', 'Sole Mio'];
const BUSINESSES = [
  'KEDAI RUNCIT ANNALAKSHMI',
  'SOON HUAT TRADING',
  'RESTORAN MAJU JAYA',
  'PERNIAGAAN ZHENG HUI ENTERPRISE',
  'Boulangerie Martin',
  'Bäckerei Krause',
  'Farmacia Centrale',
  'Panadería San Isidro',
  'Lakeside Bakery',
];
const STREETS = [
  'JALAN 59, JALAN PUCHONG,',
  'NO. 85-15, JALAN PUTRA 3,',
  '12 rue Victor Hugo',
  'Hauptstraße 4, Hinterhaus',
  'Via Roma 18',
];
const CITIES = ['52100 KEPONG, KUALA LUMPUR', '69002 Lyon', '80331 München', '20121 Milano'];

/** A line centred on x = 150, 0.5 units wide per point (as laid-out-page measures). */
const centred = (text: string, y: number, size: number): PlacedText => [
  text,
  150 - (text.length * size * 0.5) / 2,
  y,
  size,
];

/**
 * A street line in two pieces with a wide gap between them, centred as a whole ("JALAN 85-15,"
 * and "JALAN PUTRA 3,"): OCR and PDF text alike read the pieces as two cells, neither of them
 * under the name.
 */
function splitStreet(text: string, y: number, size: number): PlacedText[] {
  const cut = text.indexOf(', ');
  const [left, right] = cut > 0 ? [text.slice(0, cut + 1), text.slice(cut + 2)] : [text, ''];
  const gap = size * 3;
  const width = (s: string) => s.length * size * 0.5;
  return [
    [left, 150 - gap / 2 - width(left), y, size],
    [right, 150 + gap / 2, y, size],
  ];
}

/**
 * A line whose words are printed with wide gaps between them, centred as a whole ("KEDAI
 * MAKANAN   KHENG   HOE"): read as several cells, the one under the brand only part of it.
 */
function wordsApart(text: string, y: number, size: number): PlacedText[] {
  const words = text.split(' ');
  const gap = size * 3;
  const width = (w: string) => w.length * size * 0.5;
  let x = 150 - (words.reduce((sum, w) => sum + width(w), 0) + gap * (words.length - 1)) / 2;
  return words.map((w) => {
    const placed: PlacedText = [w, x, y, size];
    x += width(w) + gap;
    return placed;
  });
}

/**
 * A street whose "NO." is printed apart at the name's left edge, the rest after a wide gap
 * ("NO.   43, JALAN PUCHONG,"): OCR reads "NO." as a cell of its own, aligned with the name and
 * without a digit.
 */
function numberApart(nameX0: number, y: number, size: number, r: () => number): PlacedText[] {
  const rest = `${int(r, 1, 120)}, ${pick(r, ['JALAN PUCHONG,', 'PERSIARAN KLANG,', 'Jalan Megah 7,'])}`;
  return [
    [pick(r, ['NO.', 'NO,', 'No.']), nameX0 - size, y, size],
    [rest, nameX0 + size * 4, y, size],
  ];
}

/** The registration bracket as OCR reads it when its end is lost or misread. */
function cutRegistration(r: () => number): string {
  const digits = String(int(r, 100000, 9999999));
  const number = pick(r, [`${digits}-`, `JM${digits}-`, `${digits.slice(0, 1)}%`, '']);
  return `(${pick(r, ['CO. REG', 'CO.REG', 'Co. No.', 'ROC NO'])} : ${number}`.trim();
}

interface Print {
  /** The street in two pieces (splitStreet). */
  streetInPieces?: boolean;
  /** The business's registration number printed after its name: "(002326473-W)". */
  registration?: boolean;
  /** The business's name with wide gaps between its words (wordsApart). */
  spaced?: boolean;
  /** From one line to the next: 11 points for 8-point print, 17 when set wide apart. */
  pitch?: number;
  /** The branch named by its word on a line of its own: "KEPONG BRANCH", "CAWANGAN SHAH ALAM". */
  branchWord?: boolean;
  /**
   * A branch in brackets, always, its line as tall as OCR measures brackets (which reach above
   * capitals and below the line): 1.2–1.7 times the print's height, the most in a till's
   * monospaced font.
   */
  tallBrackets?: boolean;
  /**
   * The street's commas reach below the line: OCR measures such a line 1.2–1.3 times as tall as
   * the capitals of the name over it.
   */
  tallCommas?: boolean;
  /** The street's "NO." printed apart at the name's left edge (numberApart). */
  numberCell?: boolean;
  /** The registration bracket after the name cut or misread by OCR (cutRegistration). */
  registrationCut?: boolean;
}

const BRANCH_WORDS = [
  'KEPONG BRANCH',
  'CAWANGAN SHAH ALAM',
  'BANGSAR OUTLET',
  'Filiale Mitte',
  'Succursale Part-Dieu',
  'Sucursal Centro',
];

function receipt(
  seed: number,
  withForm: boolean,
  {
    streetInPieces,
    registration,
    spaced,
    pitch = 11,
    branchWord,
    tallBrackets,
    tallCommas,
    numberCell,
    registrationCut,
  }: Print = {},
) {
  const r = rng(seed);
  const business = pick(r, BUSINESSES);
  const company = withForm ? `${pick(r, ['Krause', 'Martin', 'Rossi'])} GmbH` : null;
  const head = company ?? pick(r, BRANDS);
  const printed = registration
    ? `${business} (${int(r, 1000, 999999).toString().padStart(9, '0')}-${pick(r, ['W', 'X', 'P', 'A'])})`
    : registrationCut
      ? `${business} ${cutRegistration(r)}`
      : business;
  const items: PlacedText[] = [
    centred(head, 16, company ? 9 : 14),
    ...(spaced ? wordsApart(printed, 33, 8) : [centred(printed, 33, 8)]),
  ];
  let y = 33;
  if (branchWord) {
    const branch = pick(r, BRANCH_WORDS);
    // Centred, or at the name's left edge as some tills print it.
    const left = (items[1] as PlacedText)[1];
    items.push(chance(r, 0.5) ? centred(branch, (y += pitch), 8) : [branch, left, (y += pitch), 8]);
  } else if (tallBrackets) {
    const branch = `(${pick(r, ['USJ', 'SETIA ALAM', 'UST', 'Centre'])})`;
    items.push(centred(branch, (y += pitch), 8 * (1.2 + r() * 0.5)));
  } else if (chance(r, 0.4))
    items.push(centred(`(${pick(r, ['USJ', 'SETIA ALAM', 'Centre'])})`, (y += pitch), 8));
  const street = pick(r, tallCommas ? STREETS.filter((s) => s.includes(',')) : STREETS);
  if (numberCell) items.push(...numberApart((items[1] as PlacedText)[1], (y += pitch), 8, r));
  else if (streetInPieces) items.push(...splitStreet(street, (y += pitch), 8));
  else items.push(centred(street, (y += pitch), tallCommas ? 8 * (1.2 + r() * 0.1) : 8));
  items.push(
    centred(pick(r, CITIES), (y += pitch), 8),
    [`No: ${int(r, 10000, 99999)}`, 20, (y += 2 * pitch), 8],
    [`Date: ${int(r, 10, 28)}/0${int(r, 1, 9)}/2018`, 20, (y += pitch), 8],
    ['ITEM', 20, (y += 2 * pitch), 8],
    [`${int(r, 1, 90)}.50`, 240, y, 8],
    ['TOTAL', 20, (y += pitch), 8],
    [`${int(r, 100, 200)}.00`, 240, y, 8],
  );
  return { seller: company ?? business, vendor: fieldsOf(items).vendor.name };
}

describe('a business name under a brand word', () => {
  it('is the vendor, centred or not, with a branch between it and the address', () => {
    expect(vendorMisses(Array.from({ length: 60 }, (_, i) => receipt(5300 + i, false)))).toEqual(
      [],
    );
  });

  it('is the vendor when the street under it is printed in two pieces', () => {
    const receipts = Array.from({ length: 40 }, (_, i) =>
      receipt(5500 + i, false, { streetInPieces: true }),
    );
    expect(vendorMisses(receipts)).toEqual([]);
  });

  it('is the vendor when the lines are set two print heights apart', () => {
    const receipts = Array.from({ length: 40 }, (_, i) => receipt(5600 + i, false, { pitch: 17 }));
    expect(vendorMisses(receipts)).toEqual([]);
  });

  it('is the vendor, without it, when its registration number follows it', () => {
    const receipts = Array.from({ length: 40 }, (_, i) =>
      receipt(5700 + i, false, { registration: true }),
    );
    expect(vendorMisses(receipts)).toEqual([]);
  });

  it('is the vendor, whole, when its words are printed wide apart', () => {
    const receipts = Array.from({ length: 40 }, (_, i) =>
      receipt(5800 + i, false, { spaced: true, registration: i % 2 === 0 }),
    );
    expect(vendorMisses(receipts)).toEqual([]);
  });

  it('is the vendor with a branch named by its word between it and the address', () => {
    const receipts = Array.from({ length: 40 }, (_, i) =>
      receipt(5900 + i, false, { branchWord: true }),
    );
    expect(vendorMisses(receipts)).toEqual([]);
  });

  it('is the vendor with a branch in brackets, measured taller, on lines set wide apart', () => {
    const receipts = Array.from({ length: 40 }, (_, i) =>
      receipt(6000 + i, false, { tallBrackets: true, pitch: 17 }),
    );
    expect(vendorMisses(receipts)).toEqual([]);
  });

  it('is the vendor when the street under it, with its commas, is measured taller', () => {
    const receipts = Array.from({ length: 40 }, (_, i) =>
      receipt(6100 + i, false, { tallCommas: true, pitch: 17 }),
    );
    expect(vendorMisses(receipts)).toEqual([]);
  });

  it('is the vendor when the street under it starts with a "NO." printed apart', () => {
    const receipts = Array.from({ length: 40 }, (_, i) =>
      receipt(6200 + i, false, { numberCell: true, pitch: i % 2 === 0 ? 11 : 17 }),
    );
    expect(vendorMisses(receipts)).toEqual([]);
  });

  it('is the vendor, without it, when OCR cut or misread its registration bracket', () => {
    const receipts = Array.from({ length: 40 }, (_, i) =>
      receipt(6300 + i, false, { registrationCut: true }),
    );
    expect(vendorMisses(receipts)).toEqual([]);
  });

  it('stays under a company with a legal form', () => {
    expect(vendorMisses(Array.from({ length: 30 }, (_, i) => receipt(5400 + i, true)))).toEqual([]);
  });
});
