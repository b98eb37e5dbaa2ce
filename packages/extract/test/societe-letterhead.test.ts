import { describe, expect, it } from 'vitest';
import { documentTextFromPlain, extractFields } from '../src/index.js';
import { int, pick, rng } from './corpus/model.js';

/**
 * A French company that calls itself "Société David" prints the word in its letterhead and its
 * legal line ("Société David EURL - EURL au capital de …"): it is part of the name. In a
 * sentence ("réalisées par la société David EURL") it is a common noun, and the German "Firma"
 * is a form of address ("zwischen der Firma Nord GmbH", "Firma Nord GmbH"): neither is kept.
 * 30 seeded invoices.
 */
const NAMES = ['David', 'Roussel', 'Morel', 'Guérin', 'Lefèvre'];
const FORMS = ['EURL', 'SARL', 'SAS'];

function facture(seed: number) {
  const r = rng(seed);
  const name = `Société ${pick(r, NAMES)} ${pick(r, FORMS)}`;
  const text = [
    name,
    `${int(r, 1, 90)} rue de la République`,
    `${int(r, 10, 95)}000 Lyon`,
    '',
    'Atelier Berset SA',
    'Rue du Rhône 12',
    '1204 Genève',
    '',
    `Facture n° F-${int(r, 1000, 9999)}`,
    `Total TTC   ${int(r, 100, 900)},00 €`,
    `${name} - ${name.split(' ').pop()} au capital de 37 000 € - RCS Lyon 460 087 224`,
  ].join('\n');
  return { text, want: name };
}

const vendorOf = (lines: string[]) =>
  extractFields(documentTextFromPlain(lines.join('\n'))).extractedData.vendor.name;

describe('"Société" before a French company’s name', () => {
  it('is part of the name in its letterhead', () => {
    const wrong = Array.from({ length: 30 }, (_, i) => facture(46_000 + i))
      .map((d) => ({ want: d.want, got: vendorOf(d.text.split('\n')) }))
      .filter((d) => d.got !== d.want);
    expect(wrong).toEqual([]);
  });

  it('is not, in a sentence; nor is "Firma"', () => {
    const sentence = ['Prestations réalisées par la société David EURL', 'Total TTC   120,00 €'];
    const firma = ['Firma Nord GmbH', 'Hauptstraße 5', '10115 Berlin', 'Summe   12,00 €'];
    expect([vendorOf(sentence), vendorOf(firma)]).toEqual(['David EURL', 'Nord GmbH']);
  });
});
