import { describe, expect, it } from 'vitest';
import { LEGAL_FORM_RE } from '../src/parse/legal-forms.js';
import { int, pick, rng } from './corpus/model.js';
import { fieldsOf, type PlacedText } from './laid-out-page.js';
import { vendorMisses } from './vendor-misses.js';

/**
 * "Co." and "Company" end many American and British company names ("Valmont Werkzeuge Co.",
 * "Harbor Supply Company"): they are legal forms there, so the letterhead's name wins over a
 * line item that names another company with its form ("Licence Atlassian Pty Ltd, 10 users").
 * As the first word of a label ("Co. No.", "Company number") they mark no name. 50 invoices
 * from a seeded generator.
 */
const SELLERS = [
  'Valmont Werkzeuge Co.',
  'Harbor Supply Company',
  'Blue Ridge Paper Co.',
  'Ostrander & Co.',
  'Lakeside Printing Company',
];
const ITEMS = [
  'Licence Atlassian Pty Ltd, 10 users',
  'Hosting by Hetzner Online GmbH',
  'Freight Geodis SA',
  'Support plan Zendesk Inc.',
];

function invoice(seed: number) {
  const r = rng(seed);
  const seller = pick(r, SELLERS);
  const items: PlacedText[] = [
    ['Invoice', 50, 40, 16],
    ['Invoice number', 50, 70, 9],
    [`INV-${int(r, 1000, 9999)}`, 200, 70, 9],
    ['Date of issue', 50, 82, 9],
    [`January ${int(r, 1, 28)}, 2024`, 200, 82, 9],
    [seller, 50, 110, 9],
    ['Billed to', 300, 110, 9],
    [`${int(r, 1, 99)} Market Street`, 50, 122, 9],
    ['Hughes Retail Corp.', 300, 122, 9],
    [`Austin, TX ${int(r, 10000, 99999)}`, 50, 134, 9],
    [`${int(r, 1, 99)} Elm Street`, 300, 134, 9],
    ['Description', 50, 170, 9],
    ['Amount', 450, 170, 9],
  ];
  let y = 184;
  for (let i = 0; i < 3; i++, y += 12) {
    items.push([pick(r, ITEMS), 50, y, 9], [`${int(r, 10, 900)}.00`, 450, y, 9]);
  }
  items.push(['Total', 50, y + 12, 9], [`$${int(r, 1000, 2000)}.00`, 450, y + 12, 9]);
  return { seller, vendor: fieldsOf(items).vendor.name };
}

describe('"Co." and "Company" at the end of a name', () => {
  it('make it a company name, over a line item naming another company', () => {
    expect(vendorMisses(Array.from({ length: 50 }, (_, i) => invoice(7300 + i)))).toEqual([]);
  });

  it('are no legal form where a label or a title goes on after them', () => {
    for (const text of ['Co. No. 123456', 'Company number 0458721', 'Company Secretary'])
      expect(LEGAL_FORM_RE.test(text)).toBe(false);
    for (const text of ['Blue Ridge Paper Co.', 'Harbor Supply Company', 'Ostrander & Co., Boston'])
      expect(LEGAL_FORM_RE.test(text)).toBe(true);
  });
});

describe('legal forms as Swiss, Belgian and Italian companies print them', () => {
  it('are read in the name, and "SA" before a postcode is no form', () => {
    const names = [
      'Atelier Berset Sàrl',
      'Esposito Servizi S.a.s.',
      'Girard Distribution S.A.S.',
      'Jansen Retail BVBA',
      'Jansen Retail bvba',
      'Maes Bouw CVBA',
    ];
    expect(names.filter((n) => !LEGAL_FORM_RE.test(n))).toEqual([]);
    expect(LEGAL_FORM_RE.test('GLENELG SA 5045')).toBe(false);
  });
});
