import { describe, expect, it } from 'vitest';
import { extractFields } from '../src/index.js';
import { asOcr } from './as-ocr.js';
import { int, pick, rng, type Rng } from './corpus/model.js';

/**
 * An item table's header row as OCR reads it off a photographed receipt: every word misread,
 * one of them ("Qty", "Tax", "UOM") made into a two-letter legal form ("Oy", "AB", "SA", "AG",
 * "BV", "NV", "KG", "SL") standing in a cell amid the others. Such a cell is a column, and the
 * cells before it are no company: the shop's name at the top stays the vendor. A form of two
 * letters that ends its line ("NORDIC TOOLS   Oy") still belongs to the words before it. 60
 * receipts from a seeded generator.
 */
const SHORT_FORMS = ['Oy', 'AB', 'SA', 'AG', 'BV', 'NV', 'KG', 'SL'];
const SHOPS = [
  'SOON HUAT HARDWARE',
  'KEDAI RUNCIT AIK CHEONG',
  'Bäckerei Krume',
  'Lakeside Bakery',
];
const HEADERS = ['Description', 'Item', 'U.Price', 'Amount', 'Price', 'Total'];

/** The word with one or two letters changed, as OCR misreads a shadowed header. */
function misread(r: Rng, word: string): string {
  let out = word;
  for (let n = int(r, 1, 2); n > 0; n--) {
    const at = int(r, 1, out.length - 1);
    out = out.slice(0, at) + pick(r, [...'acemnoprsu']) + out.slice(at + 1);
  }
  return out;
}

function receipt(seed: number) {
  const r = rng(seed);
  const shop = pick(r, SHOPS);
  const cells = [misread(r, pick(r, HEADERS.slice(0, 2))), pick(r, SHORT_FORMS)];
  for (let n = int(r, 1, 3); n > 0; n--) cells.push(misread(r, pick(r, HEADERS.slice(2))));
  const price = int(r, 100, 9000);
  const amount = (price / 100).toFixed(2);
  const text = [
    shop,
    `NO. ${int(r, 1, 99)}, JALAN BESAR`,
    `${int(r, 10000, 99999)} PUCHONG, SELANGOR`,
    'CASH INVOICE',
    cells.join('   '),
    `WHITE BREAD 400G   1   ${amount}   ${amount}`,
    `Total Payable :   ${amount}`,
  ].join('\n');
  return { text, shop };
}

describe('a two-letter legal form amid the cells of a row', () => {
  it('is a column of an item table, and the shop at the top is the vendor', () => {
    for (let seed = 0; seed < 60; seed++) {
      const { text, shop } = receipt(9300 + seed);
      expect(extractFields(asOcr(text)).extractedData.vendor?.name, text).toBe(shop);
    }
  });

  it('with its marks (S/B, B.V.) belongs to the words before it amid other cells', () => {
    const text =
      'LIAN HING TRADING   (M)   S/B   (CO.   REG   :   698632-D)\nJALAN 61, JALAN MEGAH 7\nTOTAL   12.90';
    expect(extractFields(asOcr(text)).extractedData.vendor?.name).toBe('LIAN HING TRADING (M) S/B');
  });

  it('belongs to the words before it when it ends the line', () => {
    const text =
      'NORDIC TOOLS   Oy\nMannerheimintie 12\n00100 Helsinki\nHammer   12.90\nTotal   12.90';
    expect(extractFields(asOcr(text)).extractedData.vendor?.name).toBe('NORDIC TOOLS Oy');
  });
});
