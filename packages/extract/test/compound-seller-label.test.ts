import { describe, expect, it } from 'vitest';
import { documentTextFromPlain, extractFields } from '../src/index.js';
import { chance, int, pick, rng } from './corpus/model.js';

/**
 * The Dutch seller label "Van:" ("from") is also the second half of compound labels on
 * delivery invoices: "Route/Van:", "Lorry/Van:", "Area/Van:" name the delivery van ("V46",
 * "VOS", "MUTHU"), not the seller. 60 seeded wholesale invoices with such a compound in the
 * header's right column: the seller is the letterhead. 30 seeded Dutch invoices that head the
 * seller's block with "Van:" keep it as the seller, and so do bilingual labels ("Verkoper/Van:").
 */
const SELLERS = [
  'Seng Huat Hardware Sdn Bhd',
  'Chuan Lee Trading',
  'Golden Arch Food Industries',
  'Riverside Wholesale Ltd',
  'Ocean Palace Marketing',
];
const BUYERS = ['Mini Market Kim Leong', 'Kedai Runcit Yew Lian', 'Tea Garden Cafe'];
const COMPOUNDS = ['Route/Van:', 'Lorry/Van:', 'Area/Van:', 'Route / Van:', 'Truck/Van :'];
const VANS = ['V46', 'VOS', 'VAS', 'MUTHU', 'V96', 'VRO', 'KLANG'];

function wholesale(seed: number) {
  const r = rng(seed);
  const seller = pick(r, SELLERS);
  const col = (s: string) => s.padEnd(44);
  const right = [
    ['Cash Inv No.:', `CS${int(r, 100000, 999999)}`],
    ['Date:', `${String(int(r, 1, 28)).padStart(2, '0')}/0${int(r, 1, 9)}/2018`],
    [pick(r, COMPOUNDS), pick(r, VANS)],
    ['Sales Rep:', pick(r, ['TAN', 'MUTHU', 'ALI'])],
  ].sort(() => r() - 0.5);
  const left = ['Bill To:', pick(r, BUYERS), 'No. 67, Jalan Pasar', 'Taman Sri Muda'];
  const text = [
    seller.toUpperCase(),
    `No. ${int(r, 1, 99)}, Jalan SS 2/24`,
    'TAX INVOICE',
    ...left.map((l, i) => `${col(l)}${right[i]![0]}   ${right[i]![1]}`),
    'Description   Qty   U.Price   Amount(RM)',
    'Wholemeal Bread   238   3.30   785.40',
    'Kaya Roll   20   0.90   18.00',
    `Total Payable:   803.40`,
  ].join('\n');
  return { text, seller };
}

function dutch(seed: number) {
  const r = rng(seed);
  const seller = pick(r, ['Bakkerij de Vries B.V.', 'Jansen Installatie', 'Noord Print V.O.F.']);
  const label = pick(r, ['Van:', 'Verkoper/Van:', 'Van :']);
  const head = chance(r, 0.5)
    ? [`${label} ${seller}`]
    : [`${label.padEnd(30)}Aan:`, `${seller.padEnd(30)}Huisartsen Oost`];
  const text = [
    'FACTUUR',
    ...head,
    'Kerkstraat 12, 3511 LK Utrecht',
    `Factuurnummer: ${int(r, 1000, 9999)}`,
    `Factuurdatum: ${int(r, 10, 28)}-0${int(r, 1, 9)}-2025`,
    'Totaal te betalen   € 1.210,00',
  ].join('\n');
  return { text, seller };
}

const misses = (docs: Array<{ text: string; seller: string }>) =>
  docs
    .map(({ text, seller }) => ({
      text,
      want: seller,
      got: extractFields(documentTextFromPlain(text)).extractedData.vendor.name,
    }))
    .filter((c) => c.got?.toLowerCase() !== c.want.toLowerCase());

describe('a seller label that is the second half of a compound label', () => {
  it('is no seller label: the van of "Route/Van:" is not the seller', () => {
    expect(misses(Array.from({ length: 60 }, (_, i) => wholesale(5100 + i)))).toEqual([]);
  });

  it('leaves "Van:" and bilingual "Verkoper/Van:" the seller label', () => {
    expect(misses(Array.from({ length: 30 }, (_, i) => dutch(5200 + i)))).toEqual([]);
  });
});
