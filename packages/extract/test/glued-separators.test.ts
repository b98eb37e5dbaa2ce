import { describe, expect, it } from 'vitest';
import { int, pick, rng } from './corpus/model.js';
import { fieldsOf, type PlacedText } from './laid-out-page.js';
import { vendorMisses } from './vendor-misses.js';

/**
 * The small sender line over a window address ("Name GmbH · Street 1 · 12345 City") as PDFs
 * written glyph by glyph deliver it: the space on one side of the middle dot, bar or bullet is
 * lost ("Quercus Mobilfunk V.O.F.· Kerkstraat 176", "Tannenberg Versicherung VVaG ·Landstraße
 * 101"). Its first part is still the seller, not the buyer in the window under it. 60 letter
 * heads from a seeded generator in six languages; a middle dot between letters ("Col·legi")
 * stays part of the name.
 */
const SELLERS = [
  'Quercus Mobilfunk V.O.F.',
  'Tannenberg Versicherung VVaG',
  'Brightline Telekom Limited',
  'Atelier Lumen SARL',
  'Holzbau Brandner GmbH & Co. KG',
  'Energia Verde S.r.l.',
  'Distribuciones Sol S.L.',
  'Bianchi Energie B.V.',
  'Col·legi Tècnic Serveis S.L.',
];
const BUYERS = [
  'Falkner Trading e.U.',
  'Rossi Software N.V.',
  'Westwind Office SARL',
  'Hughes Retail Ltd',
];
const STREETS = [
  'Kerkstraat',
  'Landstraße',
  'rue de la Paix',
  'Via Roma',
  'Calle Mayor',
  'High Street',
];
const CITIES = ['Amsterdam', 'Graz', 'Paris', 'Milano', 'Madrid', 'Leeds'];

function separator(r: () => number): string {
  const mark = pick(r, ['·', '|', '•']);
  return pick(r, [`${mark} `, ` ${mark}`, ` ${mark} `]);
}

function letter(seed: number) {
  const r = rng(seed);
  const seller = pick(r, SELLERS);
  const buyer = pick(r, BUYERS);
  const city = pick(r, CITIES);
  const sender = [
    seller,
    `${pick(r, STREETS)} ${int(r, 1, 200)}`,
    `${int(r, 1000, 99999)} ${city}`,
  ].reduce((line, part) => `${line}${separator(r)}${part}`);
  const items: PlacedText[] = [
    [sender, 50, 120, 7],
    [buyer, 50, 140, 10],
    [`${pick(r, STREETS)} ${int(r, 1, 200)}`, 50, 154, 10],
    [`${int(r, 1000, 99999)} ${pick(r, CITIES)}`, 50, 168, 10],
    ['Invoice number', 350, 140, 10],
    [`${int(r, 10000, 99999)}`, 460, 140, 10],
    ['Invoice date', 350, 154, 10],
    [`${int(r, 10, 28)}.0${int(r, 1, 9)}.2024`, 460, 154, 10],
    ['Service', 50, 230, 10],
    [`${int(r, 100, 900)}.00`, 460, 230, 10],
    ['Total', 50, 260, 10],
    [`${int(r, 100, 900)}.00 EUR`, 460, 260, 10],
  ];
  return { seller, vendor: fieldsOf(items).vendor.name };
}

describe('a sender line whose separators lost a space', () => {
  it('gives the seller, not the buyer under it', () => {
    expect(vendorMisses(Array.from({ length: 60 }, (_, i) => letter(8800 + i)))).toEqual([]);
  });
});
