import { describe, expect, it } from 'vitest';
import { documentTextFromPlain, extractFields } from '../src/index.js';
import { chance, int, pick, rng } from './corpus/model.js';

/**
 * Credit notes that print their own number and the number of the invoice they correct, as a
 * labelled pair ("Against invoice no.", "Zu Rechnung Nr.", "Fattura di riferimento") above or
 * below their own, and in a sentence ("Korrektur der Rechnung RE-1 vom …"): the number is the
 * credit note's. 90 credit notes from a seeded generator in six languages.
 */
const WORDS = [
  {
    own: ['Credit Note Number', 'Credit note no.', 'Corrected invoice No.'],
    ref: ['Against invoice no.', 'Original invoice', 'Relating to invoice no.', 'for invoice No.'],
    sentence: 'This credit note relates to invoice no.',
  },
  {
    own: ['Gutschriftsnummer', 'Gutschrift Nr.'],
    ref: ['Zu Rechnung Nr.', 'Ursprüngliche Rechnung', 'Bezug: Rechnung Nr.'],
    sentence: 'Korrektur der Rechnung',
  },
  {
    own: ["N° d'avoir", 'Avoir n°'],
    ref: ["Facture d'origine", 'Facture initiale n°', 'Sur facture n°'],
    sentence: 'Avoir sur facture n°',
  },
  {
    own: ['Nº abono', 'Número de abono'],
    ref: ['Factura rectificada', 'Factura original nº'],
    sentence: 'Rectifica la factura nº',
  },
  {
    own: ['Nota di credito n.', 'Nota di credito nr.'],
    ref: ['Fattura di riferimento', 'Rif. fattura n.', 'Fattura originale n.'],
    sentence: 'Nota di credito relativa alla fattura n.',
  },
  {
    own: ['Creditnota nummer', 'Creditnotanr.'],
    ref: ['Oorspronkelijke factuur', 'Betreffende factuur nr.'],
    sentence: 'Deze creditnota betreft de oorspronkelijke factuur nr.',
  },
];

function creditNote(seed: number) {
  const r = rng(seed);
  const w = pick(r, WORDS);
  const own = pick(r, [
    `CN-${int(r, 10000, 99999)}`,
    `AV2024${int(r, 1000, 9999)}`,
    `GS-2024-${int(r, 1000, 9999)}`,
  ]);
  const ref = pick(r, [
    `RE${int(r, 100000, 999999)}`,
    `F2024${int(r, 1000, 9999)}`,
    `2024-${int(r, 1000, 9999)}`,
  ]);
  const pair = [`${pick(r, w.own)}   ${own}`, `${pick(r, w.ref)}   ${ref}`];
  if (chance(r, 0.5)) pair.reverse();
  const text = [
    'Westwind Office GmbH',
    'Hauptstraße 5',
    ...pair.map((p) => `Anna Schmidt   ${p}`),
    `Date   0${int(r, 1, 9)}.03.2024`,
    `${w.sentence} ${ref} 0${int(r, 1, 9)}.02.2024`,
    `Total   -${int(r, 100, 900)}.00 EUR`,
  ].join('\n');
  return { text, own };
}

describe("a credit note's number", () => {
  it('is its own, not the corrected invoice’s', () => {
    const wrong = Array.from({ length: 90 }, (_, i) => creditNote(9500 + i))
      .map(({ text, own }) => ({
        text,
        want: own,
        got: extractFields(documentTextFromPlain(text)).extractedData.invoiceNumber,
      }))
      .filter((c) => c.got !== c.want);
    expect(wrong).toEqual([]);
  });

  it('is never the integer part of an amount with thousands', () => {
    const text = [
      'Pioneer Office S.L.U.   FACTURA',
      'Calle de Alcalá 43',
      '33422 Sevilla   Número:   FT974834',
      'Base imponible   11.541,12 EUR',
      'IVA 21%   2.423,64 EUR',
      'Total factura   13.964,76 EUR',
    ].join('\n');
    expect(extractFields(documentTextFromPlain(text)).extractedData.invoiceNumber).toBe('FT974834');
  });
});
