import { describe, expect, it } from 'vitest';
import { documentTextFromPlain, extractFields } from '../src/index.js';
import { chance, int, pick, rng } from './corpus/model.js';

/**
 * Web-shop and marketplace invoices head the seller's block with "Sold by:", "Verkauft von:",
 * "Vendu par:" or "Billed by:" while the same line goes on in another column with a label and
 * its value ("Order date   14/07/2026", "Rechnungsnummer   DE5AB123456"). 80 seeded invoices in
 * three languages: the seller is the name under the label, and a name printed right of the label
 * ("Sold by: Acme Ltd") stays the seller too.
 */
const WORDS = [
  {
    label: ['Sold by:', 'Billed by:'],
    right: ['Order date', 'Order number', 'Invoice number', 'Invoice date'],
    buyer: 'Billing address',
    total: 'Total (incl. VAT)',
  },
  {
    label: ['Verkauft von:', 'Rechnungssteller:'],
    right: ['Bestelldatum', 'Bestellnummer', 'Rechnungsnummer', 'Rechnungsdatum'],
    buyer: 'Rechnungsadresse',
    total: 'Gesamtpreis (inkl. USt.)',
  },
  {
    label: ['Vendu par :', 'Facturé par :'],
    right: ['Date de la commande', 'Numéro de la commande', 'Numéro de la facture'],
    buyer: 'Adresse de facturation',
    total: 'Total TTC',
  },
];
const NAMES = [
  'Ortega Bau LLP',
  'Riverside Design Ltd',
  'Sequoia Catering GmbH',
  'Ulmen Print SARL',
];
const BUYERS = ['Keller Group AG', 'Moreau Handel SA', 'Hughes Partners Ltd'];

function invoice(seed: number) {
  const r = rng(seed);
  const w = pick(r, WORDS);
  const seller = pick(r, NAMES);
  const rights = [...w.right].sort(() => r() - 0.5).slice(0, 3);
  const value = (label: string) =>
    /dat/i.test(label)
      ? `${String(int(r, 1, 28)).padStart(2, '0')}/0${int(r, 1, 9)}/2025`
      : pick(r, [
          `${int(r, 100, 999)}-${int(r, 1000000, 9999999)}-${int(r, 1000000, 9999999)}`,
          `DE${int(r, 1, 9)}AB${int(r, 100000, 999999)}`,
          `#${int(r, 1000, 99999)}`,
        ]);
  const col = (s: string) => s.padEnd(46);
  const inline = chance(r, 0.25);
  const head = inline
    ? [`${pick(r, w.label)} ${seller}`, '2 Church Lane, London']
    : [
        `${col(pick(r, w.label))}${rights[0]}   ${value(rights[0]!)}`,
        `${col(seller)}${rights[1]}   ${value(rights[1]!)}`,
        `${col('2 Church Lane')}${rights[2]}   ${value(rights[2]!)}`,
        'London LS2 9XY',
      ];
  const text = [
    pick(r, ['shopwave', 'marktplatz24', 'BAZAARO']),
    ...head,
    w.buyer,
    pick(r, BUYERS),
    '33 Victoria Road',
    `Workshop   4   605.20   2,420.78`,
    `${w.total}   2,474.77`,
  ].join('\n');
  return { text, seller };
}

describe('a seller label whose line goes on in another column', () => {
  it("takes the name under the label, not the other column's label", () => {
    const misses = Array.from({ length: 80 }, (_, i) => invoice(3300 + i))
      .map(({ text, seller }) => ({
        text,
        want: seller,
        got: extractFields(documentTextFromPlain(text)).extractedData.vendor.name,
      }))
      .filter((c) => c.got !== c.want);
    expect(misses).toEqual([]);
  });
});
