import { describe, expect, it } from 'vitest';
import { documentTextFromPlain, extractFields } from '../src/index.js';
import { asOcr } from './as-ocr.js';
import { mendScannedName } from '../src/fields/scanned-name.js';
import { int, pick, rng } from './corpus/model.js';

/**
 * A shop's name on a scanned till receipt, as OCR misreads it: a letter of a business word
 * taken for its look-alike ("HAROWARE", "KEDAL", "5YARIKAT") or another letter in a long word
 * ("PHRNIAGAAN"), a first letter cut off at the paper's edge ("YARIKAT"), a registration number
 * whose brackets were lost ("… 3007155 M") and a legal form read past the line mend ("SDN SHO",
 * "SUN BUD"). 200 names from a seeded generator, one misreading each; the shop's own words are
 * printed as they are.
 */
const OWN = [
  'SOON HUAT',
  'LIAN HING',
  'AIK CHEONG',
  'GIN KEE',
  'MAJU JAYA',
  'TECK GUAN',
  'WAH SENG',
];
const KINDS = [
  ['KEDAI RUNCIT', ''],
  ['SYARIKAT PERNIAGAAN', ''],
  ['RESTORAN', ''],
  ['', 'HARDWARE'],
  ['', 'STATIONERY SHOP'],
  ['', 'FOOD INDUSTRIES'],
  ['', 'TRADING'],
  ['', 'MARKETING'],
  ['', 'ENTERPRISE'],
] as const;
const LOOK: Record<string, string[]> = {
  D: ['O', '0'],
  I: ['L', '1', '|'],
  E: ['F'],
  S: ['5'],
  G: ['6'],
  B: ['8'],
  T: ['7'],
  A: ['4'],
};

type Misreading = 'look-alike' | 'other letter' | 'first letter' | 'registration' | 'legal form';
const MISREADINGS: Misreading[] = [
  'look-alike',
  'other letter',
  'first letter',
  'registration',
  'legal form',
];

function shop(seed: number) {
  const r = rng(seed);
  const [before, after] = pick(r, KINDS);
  const own = pick(r, OWN);
  const company = after !== '' && int(r, 0, 1) === 1;
  const name = [before, own, after].filter(Boolean).join(' ');
  const misreading = MISREADINGS[seed % MISREADINGS.length] as Misreading;
  const business = [...before.split(' '), ...after.split(' ')].filter((w) => w.length >= 7);
  const word = pick(r, business.length ? business : [before || after]);
  let printed = name;
  if (misreading === 'look-alike') {
    const at = [...word].findIndex((c, i) => i > 0 && c in LOOK);
    const c = word[at] as string;
    printed = name.replace(word, word.slice(0, at) + pick(r, LOOK[c]!) + word.slice(at + 1));
  } else if (misreading === 'other letter' && business.some((w) => w.length >= 8)) {
    const long = business.find((w) => w.length >= 8) as string;
    const at = int(r, 2, long.length - 2);
    const other = long[at] === 'K' ? 'X' : 'K';
    printed = name.replace(long, long.slice(0, at) + other + long.slice(at + 1));
  } else if (misreading === 'first letter') {
    printed = before ? name.slice(1) : name;
  }
  const legal = misreading === 'legal form' || company;
  const form =
    misreading === 'legal form' ? pick(r, ['SDN SHO', 'SDN THD', 'SAN BHD', 'SUN BUD']) : 'SDN BHD';
  if (legal) printed = `${printed} ${form}`;
  if (misreading === 'registration')
    printed = `${printed} ${int(r, 10, 99)}${int(r, 10_000, 99_999)} ${pick(r, ['M', 'A', 'D'])}`;
  return {
    printed,
    expected: legal ? `${name} SDN BHD` : name,
    misreading,
  };
}

describe('a shop’s name misread by OCR', () => {
  const shops = Array.from({ length: 200 }, (_, i) => shop(14_200 + i));

  it('is mended: business words, a bracketless registration number, the legal form', () => {
    const changed = shops.filter((s) => s.printed !== s.expected);
    expect(changed.length).toBeGreaterThan(150);
    const wrong = changed
      .map((s) => ({ ...s, got: mendScannedName(s.printed) }))
      .filter((s) => s.got !== s.expected);
    expect(wrong).toEqual([]);
  });

  it('is the seller’s name of the scanned receipt it heads', () => {
    const wrong = shops
      .slice(0, 40)
      .map((s) => {
        const text = [
          s.printed,
          'NO. 12, JALAN PUCHONG,',
          '47100 PUCHONG, SELANGOR',
          'TOTAL   12.50',
        ];
        return { ...s, got: extractFields(asOcr(text.join('\n'))).extractedData.vendor.name };
      })
      .filter((s) => s.got !== s.expected);
    expect(wrong).toEqual([]);
  });

  it('keeps the shop’s own words, real words near business words and text-layer names', () => {
    for (const name of [
      'LIAN MING RESTAURANT',
      'SMITH BAKERS',
      'ACME GRADING SERVICES',
      'STUDIO 54 CAFE',
      'HOLDING COMPANY',
      'MARKED DOWN STORE',
      'Bäckerei Krause',
      'Backerei Krause',
    ])
      expect(mendScannedName(name)).toBe(name);
    const text = 'KEDAL RUNCIT HAPPY\nNO. 12, JALAN PUCHONG,\nTOTAL   12.50';
    expect(extractFields(documentTextFromPlain(text)).extractedData.vendor.name).toBe(
      'KEDAL RUNCIT HAPPY',
    );
  });
});
