import { describe, expect, it } from 'vitest';
import { normalizeCompanyName } from '../src/company-name.js';
import { documentTextFromPlain, extractFields } from '../src/index.js';
import { int, pick, rng } from './corpus/model.js';

/**
 * Company names that open with digits ("99 SPEED MART S/B", "1&1 Versatel GmbH", "3 Suisses
 * SAS") are names when they end in a legal form, not streets; lines with a street word and a
 * number ("LOT 2811, JALAN ANGSA", "12 Market Road") are addresses, never the vendor. 60
 * receipts and invoice heads from a seeded generator, in the corpus's languages.
 */
const NAMES = [
  '99 SPEED MART S/B',
  '1&1 Versatel GmbH',
  '3 Suisses SAS',
  '24/7 Logistics Ltd',
  '7 Seas Trading Sdn Bhd',
  '4 Elementi S.r.l.',
  '2 Brothers Bakery B.V.',
];
const STREETS = [
  (r: () => number) => `LOT ${int(r, 10, 9999)}, JALAN ${pick(r, ['ANGSA', 'KENARI', 'MAHSURI'])}`,
  (r: () => number) => `${int(r, 1, 120)} ${pick(r, ['Market Road', 'High Street', 'Mill Lane'])}`,
  (r: () => number) =>
    `${pick(r, ['Rue', 'Avenue'])} ${pick(r, ['Voltaire', 'Foch'])} ${int(r, 1, 90)}`,
  (r: () => number) => `Via ${pick(r, ['Roma', 'Dante'])} ${int(r, 1, 90)}`,
  (r: () => number) =>
    `NO. ${int(r, 1, 90)}, JALAN ${pick(r, ['SS2/24', 'PJU 1A/3'])}, TAMAN ${pick(r, ['BERKELEY', 'MEGAH'])}`,
];

function receipt(seed: number, withName: boolean) {
  const r = rng(seed);
  const name = pick(r, NAMES);
  const text = [
    ...(withName ? [name] : []),
    pick(r, STREETS)(r),
    `${int(r, 10000, 99999)} ${pick(r, ['KLANG', 'London', 'Paris', 'Milano'])}`,
    `Receipt No: ${int(r, 1000, 99999)}`,
    `Date: ${int(r, 13, 28)}/0${int(r, 1, 9)}/2018`,
    `ITEM ${int(r, 1, 9)} ${int(r, 10, 99)}.50`,
    `TOTAL ${int(r, 100, 200)}.00`,
    'CASH 200.00',
  ].join('\n');
  return { name, vendor: extractFields(documentTextFromPlain(text)).extractedData.vendor.name };
}

describe('digits at the start of a line', () => {
  it('open a company name that ends in its legal form', () => {
    const misses = Array.from({ length: 30 }, (_, i) => receipt(4100 + i, true)).filter(
      (c) => normalizeCompanyName(c.vendor ?? '') !== normalizeCompanyName(c.name),
    );
    expect(misses).toEqual([]);
  });

  it('with a street word make an address, not a vendor', () => {
    const addresses = Array.from({ length: 30 }, (_, i) => receipt(4200 + i, false))
      .map((c) => c.vendor)
      .filter((v) => v !== null && /\d/.test(v));
    expect(addresses).toEqual([]);
  });
});
