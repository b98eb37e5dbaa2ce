import { describe, expect, it } from 'vitest';
import { COUNTRIES, chance, int, party, pick, rng } from './corpus/model.js';
import { fieldsOf, type PlacedText } from './laid-out-page.js';

/**
 * Seller names wrapped in a narrow column of a parties grid (seller, buyer, delivery side by
 * side), as EN 16931 software prints them: "Greenfield Catering" over "GmbH & Co. KG", "Martin &"
 * over "Fils Distribuzione SA", "De Vries" over "Bau GmbH" when the column is too narrow or the
 * e-mail domain spells both lines. The vendor is the whole name. 80 invoices from a seeded
 * generator in four countries, the seller's column first or second.
 */
const FIRST = ['Greenfield', 'De Vries', 'Martin &', 'Nordlicht', 'Castello', 'Riverside'];
const SECOND = ['Catering', 'Bau', 'Fils Distribuzione', 'Installatie', 'Consulting', 'Print'];
const CODES = ['DE', 'FR', 'GB', 'NL'] as const;

function gridInvoice(seed: number) {
  const r = rng(seed);
  const code = pick(r, CODES);
  const country = COUNTRIES.find((c) => c.code === code);
  if (!country) throw new Error('country');
  const buyer = party(r, country, true);
  const form = pick(r, country.forms);
  const first = pick(r, FIRST);
  const second = pick(r, SECOND);
  const full = `${first} ${second} ${form}`;
  // Where the column breaks the name: before its legal form, or after its first word(s).
  const [upper, lower] = chance(r, 0.5)
    ? [`${first} ${second}`, form]
    : [first, `${second} ${form}`];
  const domain = `${`${first}${second}`.toLowerCase().replace(/[^a-z]/g, '')}.${country.code.toLowerCase()}`;
  const sellerFirst = chance(r, 0.5);
  const [sx, bx] = sellerFirst ? [40, 290] : [290, 40];
  const items: PlacedText[] = [
    ['Rechnung / Invoice', 40, 40, 14],
    [sellerFirst ? 'Seller' : 'Buyer', 40, 80, 9],
    [sellerFirst ? 'Buyer' : 'Seller', 290, 80, 9],
    ['Delivery address', 540, 80, 9],
    [upper, sx, 94, 10],
    [lower, sx, 108, 10],
    [`${int(r, 1, 200)} Market Street`, sx, 122, 10],
    [`${int(r, 10000, 99999)} ${pick(r, country.cities)}`, sx, 136, 10],
    [`info@${domain}`, sx, 150, 10],
    [buyer.name, bx, 94, 10],
    [buyer.street, bx, 108, 10],
    [buyer.city, bx, 122, 10],
    [buyer.name, 540, 94, 10],
    [`Invoice No.   ${int(r, 1000, 9999)}`, 40, 220, 10],
    ['Total', 300, 400, 10],
    [`${int(r, 100, 900)}.00 EUR`, 420, 400, 10],
  ];
  return { items, full };
}

describe('a seller name wrapped in a narrow column', () => {
  it('is read whole', () => {
    const wrong = Array.from({ length: 80 }, (_, i) => gridInvoice(9700 + i))
      .map(({ items, full }) => ({ want: full, got: fieldsOf(items).vendor.name }))
      .filter((c) => c.got !== c.want);
    expect(wrong).toEqual([]);
  });
});
