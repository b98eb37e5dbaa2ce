import { describe, expect, it } from 'vitest';
import { COUNTRIES, chance, int, party, pick, rng, type Party } from './corpus/model.js';
import { fieldsOf, type PlacedText } from './laid-out-page.js';

/**
 * A seller block that prints a trade name over the legal name, both over one address (the
 * French "nom commercial" over the "raison sociale", a hotel's name over its company): the
 * legal name is the vendor when the page names it again (a logo line, the legal notice at the
 * foot) or when it alone carries a legal form. 60 invoices from a seeded generator, in five
 * countries, with the e-mail domain named after the trade name half of the time.
 */
const BRANDS = [
  'Atelier Lumière',
  'Seeblick',
  'Blue Harbour',
  'Casa Verde',
  'Nordlicht',
  'Orchard',
];
const LEGAL_WORDS = ['Holding', 'Services', 'Gestion', 'Handel', 'Trading', 'Exploitation'];
const FRAMES = ['FR', 'DE', 'GB', 'NL', 'IT'] as const;

interface Invoice {
  items: PlacedText[];
  vendor: string;
}

function countryOf(code: string) {
  const found = COUNTRIES.find((c) => c.code === code);
  if (!found) throw new Error(code);
  return found;
}

/** The seller's block at the left, the customer's at the right, a total and a foot. */
function invoice(seed: number, block: (seller: Party, brand: string) => Invoice): PlacedText[] {
  const r = rng(seed);
  const country = countryOf(pick(r, FRAMES));
  const seller = party(r, country, true);
  const buyer = party(r, country, true);
  const brand = pick(r, BRANDS);
  const { items } = block(seller, brand);
  return [
    ...items,
    ['Invoice to', 320, 150, 10],
    [buyer.name, 320, 164, 10],
    [buyer.street, 320, 178, 10],
    [buyer.city, 320, 192, 10],
    [`Invoice No: ${int(r, 1000, 9999)}`, 40, 300, 10],
    [`Date: 0${int(r, 1, 9)}.03.2026`, 40, 314, 10],
    ['Total', 300, 400, 10],
    [`${int(r, 100, 900)}.00 ${country.currency}`, 420, 400, 10],
  ];
}

/** Logo or foot naming the legal name, or a legal form only on the legal name. */
function tradeOverLegal(seed: number): { items: PlacedText[]; vendor: string } {
  const r = rng(seed + 1);
  let vendor = '';
  const items = invoice(seed, (seller, brand) => {
    const formed = chance(r, 0.5);
    const legal = formed ? seller.name : `${seller.name.split(' ')[0]} ${pick(r, LEGAL_WORDS)}`;
    vendor = legal;
    const email = chance(r, 0.5)
      ? `contact@${brand.toLowerCase().replace(/\W/g, '')}.com`
      : seller.email;
    const placed: PlacedText[] = [
      [brand.toUpperCase(), 40, 120, 10],
      [legal, 40, 134, 10],
      [seller.street, 40, 148, 10],
      [seller.city, 40, 162, 10],
      [`E-mail: ${email}`, 40, 176, 10],
    ];
    if (seller.vatPrinted) placed.push([`VAT: ${seller.vatPrinted}`, 40, 190, 10]);
    // The page names the legal name again: in the logo's place, or in the legal notice.
    if (!formed || chance(r, 0.5)) {
      if (chance(r, 0.5)) placed.push([`LOGO ${legal.toUpperCase()}`, 40, 40, 18]);
      else placed.push([`${legal} · ${seller.street} · ${seller.city}`, 120, 760, 7]);
    }
    return { items: placed, vendor: legal };
  });
  return { items, vendor };
}

/** A company with its legal form over a formless line (a brand or a department) stays the vendor. */
function formedOverName(seed: number): { items: PlacedText[]; vendor: string } {
  const r = rng(seed + 2);
  let vendor = '';
  const items = invoice(seed, (seller, brand) => {
    vendor = seller.name;
    const under = chance(r, 0.5)
      ? brand
      : pick(r, ['Buchhaltung', 'Service comptabilité', 'Accounts']);
    const placed: PlacedText[] = [
      [seller.name, 40, 120, 10],
      [under, 40, 134, 10],
      [seller.street, 40, 148, 10],
      [seller.city, 40, 162, 10],
      [`LOGO ${under.toUpperCase()}`, 40, 40, 18],
    ];
    if (seller.vatPrinted) placed.push([`VAT: ${seller.vatPrinted}`, 40, 176, 10]);
    return { items: placed, vendor: seller.name };
  });
  return { items, vendor };
}

function misses(make: (seed: number) => { items: PlacedText[]; vendor: string }, from: number) {
  return Array.from({ length: 60 }, (_, i) => make(from + i))
    .map(({ items, vendor }) => ({ want: vendor, got: fieldsOf(items).vendor.name }))
    .filter(({ want, got }) => got !== want);
}

describe('a trade name over the legal name', () => {
  it('gives the legal name when the page names it again or it alone has a legal form', () => {
    expect(misses(tradeOverLegal, 7100)).toEqual([]);
  });

  it('keeps a company with its legal form over a brand or a department', () => {
    expect(misses(formedOverName, 7300)).toEqual([]);
  });
});
