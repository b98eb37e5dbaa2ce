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
const STREETS = ['JALAN 59, JALAN PUCHONG,', '12 rue Victor Hugo', 'Hauptstraße 4', 'Via Roma 18'];
const CITIES = ['52100 KEPONG, KUALA LUMPUR', '69002 Lyon', '80331 München', '20121 Milano'];

/** A line centred on x = 150, 0.5 units wide per point (as laid-out-page measures). */
const centred = (text: string, y: number, size: number): PlacedText => [
  text,
  150 - (text.length * size * 0.5) / 2,
  y,
  size,
];

function receipt(seed: number, withForm: boolean) {
  const r = rng(seed);
  const business = pick(r, BUSINESSES);
  const company = withForm ? `${pick(r, ['Krause', 'Martin', 'Rossi'])} GmbH` : null;
  const head = company ?? pick(r, BRANDS);
  const items: PlacedText[] = [centred(head, 16, company ? 9 : 14), centred(business, 33, 8)];
  let y = 33;
  if (chance(r, 0.4))
    items.push(centred(`(${pick(r, ['USJ', 'SETIA ALAM', 'Centre'])})`, (y += 11), 8));
  items.push(
    centred(pick(r, STREETS), (y += 11), 8),
    centred(pick(r, CITIES), (y += 11), 8),
    [`No: ${int(r, 10000, 99999)}`, 20, (y += 22), 8],
    [`Date: ${int(r, 10, 28)}/0${int(r, 1, 9)}/2018`, 20, (y += 11), 8],
    ['ITEM', 20, (y += 22), 8],
    [`${int(r, 1, 90)}.50`, 240, y, 8],
    ['TOTAL', 20, (y += 11), 8],
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

  it('stays under a company with a legal form', () => {
    expect(vendorMisses(Array.from({ length: 30 }, (_, i) => receipt(5400 + i, true)))).toEqual([]);
  });
});
