import { describe, expect, it } from 'vitest';
import { classifyDocument, documentTextFromPlain, extractFields } from '../src/index.js';
import { int, pick, rng } from './corpus/model.js';

/**
 * Premium notices and utility bills name themselves without "invoice" ("Avis d'échéance",
 * "Beitragsrechnung", "Premium notice", "Your bill") and print a contract or policy number at
 * the top: they are bills (numbered, totalled), not contracts. 80 from a seeded generator in
 * four languages.
 */
const WORDS = [
  {
    contract: ['Vertragsnummer', 'Versicherungsvertrag Nr.'],
    title: ['Beitragsrechnung', 'Jahresabrechnung Strom'],
    no: 'Beleg-Nr.',
    total: 'Gesamtbeitrag',
  },
  {
    contract: ['Contrat n°', 'N° de contrat'],
    title: ["Avis d'échéance", 'Appel de cotisation'],
    no: 'N° de pièce',
    total: 'Total TTC',
  },
  {
    contract: ['Policy number', 'Contract no.'],
    title: ['Premium notice', 'Your bill'],
    no: 'Document number',
    total: 'Total',
  },
  {
    contract: ['Contractnummer', 'Polisnummer'],
    title: ['Jaarafrekening', 'Jaarnota'],
    no: 'Factuurnummer',
    total: 'Totaal',
  },
];

function bill(seed: number) {
  const r = rng(seed);
  const w = pick(r, WORDS);
  const number = `${int(r, 10, 99)}${int(r, 1_000_000, 9_999_999)}`;
  const text = [
    'HORIZON',
    `${pick(r, w.contract)}   KV${int(r, 100, 999)}/${int(r, 100_000, 999_999)}`,
    'Horizon Assurances SA · 12 rue Neuve · 69001 Lyon',
    `Mia Keller   ${w.no}   ${number}`,
    `Date   0${int(r, 1, 9)}.0${int(r, 1, 9)}.2025`,
    pick(r, w.title),
    `Hausrat / habitation   ${int(r, 100, 900)},00`,
    `${w.total}   ${int(r, 100, 999)},${int(r, 10, 99)} EUR`,
  ].join('\n');
  return { text, number };
}

describe('a bill with a contract number', () => {
  it('is an invoice, numbered by its own number', () => {
    const misses = Array.from({ length: 80 }, (_, i) => bill(6400 + i))
      .map(({ text, number }) => ({
        text,
        number,
        type: classifyDocument(text).type,
        got: extractFields(documentTextFromPlain(text)).extractedData.invoiceNumber,
      }))
      .filter((c) => c.got !== c.number || c.type !== 'invoice');
    expect(misses).toEqual([]);
  });
});
