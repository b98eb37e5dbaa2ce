import { describe, expect, it } from 'vitest';
import { documentTextFromPlain, extractFields } from '../src/index.js';
import { chance, int, pick, rng } from './corpus/model.js';
import { hyphenated } from './corpus/software-parts.js';

/**
 * Letterheads set in a narrow column break the seller's name inside a word: "Westwind Elektro-"
 * over "technik GmbH". 80 seeded letters in four languages whose name is printed only so (the
 * buyer's block, the number, the total and a tax id around it): the vendor is the whole name.
 * A hyphen before a conjunction ("Elektro- und Gebäudetechnik") keeps its word apart.
 */
const NAMES = [
  'Westwind Elektrotechnik GmbH',
  'Helios Werkzeuge GmbH',
  'Tannenberg Logistik AG',
  'Nordlicht Immobilien GmbH',
  'Greenfield Consulting Ltd',
  'Brightline Solutions SARL',
  'Montclair Distribuzione SRL',
  'Riverside Installatie B.V.',
];
const WORDS = [
  { title: 'Rechnung', no: 'Rechnungsnummer', total: 'Gesamtbetrag', vat: 'USt-IdNr.' },
  { title: 'Invoice', no: 'Invoice number', total: 'Total due', vat: 'VAT No.' },
  { title: 'Facture', no: 'N° de facture', total: 'Total TTC', vat: 'N° TVA' },
  { title: 'Factuur', no: 'Factuurnummer', total: 'Te betalen', vat: 'Btw-nr.' },
];

function letter(seed: number) {
  const r = rng(seed);
  const w = pick(r, WORDS);
  const shared = chance(r, 0.2);
  const name = shared ? 'Kraft Elektro- und Gebäudetechnik GmbH' : pick(r, NAMES);
  const [a, b] = shared
    ? ['Kraft Elektro-', 'und Gebäudetechnik GmbH']
    : (hyphenated(name) as [string, string]);
  const col = (s: string) => s.padEnd(40);
  const text = [
    `${col(a)}${w.title}`,
    b,
    `Hauptstraße ${int(r, 1, 90)} · 28195 Bremen`,
    '',
    `${col('Keller Group AG')}${w.no}   ${int(r, 10000, 99999)}`,
    `${col('Lindenallee 4')}`,
    '50667 Köln',
    '',
    `Beratung   ${int(r, 100, 999)},00`,
    `${w.total}   ${int(r, 1000, 9999)},00 EUR`,
    `${w.vat} DE129273398`,
  ].join('\n');
  return { text, name };
}

describe('a name broken with a hyphen in a narrow column', () => {
  it('is read whole', () => {
    const misses = Array.from({ length: 80 }, (_, i) => letter(4400 + i))
      .map(({ text, name }) => ({
        text,
        want: name,
        got: extractFields(documentTextFromPlain(text)).extractedData.vendor.name,
      }))
      .filter((c) => c.got !== c.want);
    expect(misses).toEqual([]);
  });
});
