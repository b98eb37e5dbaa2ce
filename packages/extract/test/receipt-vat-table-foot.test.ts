import { describe, expect, it } from 'vitest';
import { extractFields } from '../src/index.js';
import { asOcr } from './as-ocr.js';
import { int, pick, rng } from './corpus/model.js';

/**
 * A till receipt ends with its VAT table ("Taux HT TVA TTC", "Satz Netto MwSt Brutto", "dont
 * TVA 20%"), the last block of the page with tax words in it, as a footer with the seller's
 * bank and tax details is on an invoice. Its first line is no seller. 40 seeded French and
 * German receipts: the seller is the shop named at the top.
 */
const SHOPS = ['LE PETIT ZINC', 'BOULANGERIE LAMBERT', 'PHARMACIE DU CENTRE', 'CAFE AM MARKT'];
const TABLES = [
  ['Taux   HT   TVA   TTC', 'B 20%   7,92   1,58   9,50', 'A 10%   12,64   1,26   13,90'],
  ['Satz   Netto   MwSt   Brutto', 'A 19%   7,98   1,52   9,50', 'B 7%   12,99   0,91   13,90'],
  ['dont TVA 20%   1,58', 'dont TVA 10%   1,26'],
];

function receipt(seed: number) {
  const r = rng(seed);
  const shop = pick(r, SHOPS);
  const lines = [
    shop,
    `${int(r, 1, 99)} RUE DES HALLES`,
    '67000 STRASBOURG',
    `Ticket N° ${int(r, 1000, 9999)}`,
    'CAFE CREME   3,30',
    'CROQUE MONSIEUR   7,90',
    'TOTAL   23,40 EUR',
    'CB SANS CONTACT   23,40',
    '',
    ...pick(r, TABLES),
    pick(r, ['Service compris', 'Merci de votre visite']),
  ];
  return { text: lines.join('\n'), shop };
}

describe("a till receipt's VAT table at its foot", () => {
  it('does not name the seller', () => {
    const wrong = Array.from({ length: 40 }, (_, i) => receipt(20_000 + i))
      .map((d) => ({ want: d.shop, got: extractFields(asOcr(d.text)).extractedData.vendor.name }))
      .filter((d) => d.got !== d.want);
    expect(wrong).toEqual([]);
  });
});
