import { describe, expect, it } from 'vitest';
import { documentTextFromPlain, extractFields } from '../src/index.js';
import { rng } from './corpus/model.js';
import { totalMisses } from './total-misses.js';

/**
 * Tills that round the total to the smallest coin print the total, the rounding, then the
 * amount payable. 80 receipts from a seeded generator in five languages, the rounding printed
 * with or without its sign, the payable amount under a strong, a weak or a net-like label, and
 * the change handed back read right or misread.
 */
const LANGUAGES = [
  {
    before: ['Total Incl. GST:', 'TOTAL INCL GST', 'Total Sales'],
    rounding: ['Rounding Adj', 'Rounding', 'Round Adj:'],
    payable: ['NET TOTAL', 'TOTAL', 'Total Payable', 'Nett Total'],
    cash: 'Cash',
    change: 'Change',
    comma: false,
  },
  {
    before: ['Summe', 'Gesamt'],
    rounding: ['Rundung'],
    payable: ['Zu zahlen', 'Zahlbetrag'],
    cash: 'Bar',
    change: 'Rückgeld',
    comma: true,
  },
  {
    before: ['Total TTC', 'Sous-total TTC'],
    rounding: ['Arrondi'],
    payable: ['Net à payer', 'A PAYER'],
    cash: 'Espèces',
    change: 'Rendu',
    comma: true,
  },
  {
    before: ['Totaal'],
    rounding: ['Afronding'],
    payable: ['Te betalen'],
    cash: 'Contant',
    change: 'Wisselgeld',
    comma: true,
  },
  {
    before: ['Totale'],
    rounding: ['Arrotondamento'],
    payable: ['Totale da pagare'],
    cash: 'Contanti',
    change: 'Resto',
    comma: true,
  },
] as const;

function receipt(seed: number) {
  const r = rng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)] as T;
  const lang = pick(LANGUAGES);
  const m = (minor: number) => {
    const s = (minor / 100).toFixed(2);
    return lang.comma ? s.replace('.', ',') : s;
  };
  const items = Array.from({ length: 2 + Math.floor(r() * 5) }, () => 99 + Math.floor(r() * 3000));
  const before = items.reduce((a, b) => a + b, 0);
  const cents = before % 5;
  const step = cents < 3 ? -cents : 5 - cents;
  const payable = before + (step === 0 ? 5 : step);
  const rounded = payable - before;
  const signed = r() < 0.5 ? m(rounded) : m(Math.abs(rounded));
  const lines = [
    'Kedai Runcit Maju SDN BHD',
    `Receipt #: ${1000 + Math.floor(r() * 9000)}`,
    ...items.map((v, i) => `ITEM ${i + 1}   ${m(v)}`),
    `${pick(lang.before)}   ${m(before)}`,
    `${pick(lang.rounding)}   ${signed}`,
    `${pick(lang.payable)}   ${m(payable)}`,
  ];
  const cash = (Math.floor(payable / 1000) + 1) * 1000;
  // The change misread now and then, so that cash − change does not tell.
  const change = r() < 0.5 ? cash - payable : cash - payable + 2000;
  lines.push(`${lang.cash}   ${m(cash)}`, `${lang.change}   ${m(change)}`);
  return { text: lines.join('\n'), payable, before };
}

const totalOf = (text: string) =>
  extractFields(documentTextFromPlain(text)).extractedData.totalAmount;

describe('a total rounded to the smallest coin', () => {
  const receipts = Array.from({ length: 80 }, (_, i) => receipt(3300 + i));

  it('is the amount payable after the rounding line', () => {
    const wrong = receipts.filter((rc) => totalOf(rc.text) !== rc.payable);
    expect(wrong.map((rc) => rc.text)).toEqual([]);
  });

  it('is the unrounded grand total on an invoice (EN 16931: the rounding moves the amount due)', () => {
    const invoice = [
      'Seller Company GmbH',
      'Invoice Number: DOC-12345',
      'Net Total Amount   €121.50',
      'Value Added Tax (19.00% of €121.50)   €23.09',
      'Gross Total Amount   €144.59',
      'Rounding Amount   €0.01',
      'Open Amount   €144.60',
    ].join('\n');
    expect(totalOf(invoice)).toBe(14459);
  });

  it('leaves a total alone when the rounding is nothing or printed after it', () => {
    expect(totalOf('Summe   12,34\nRundung   0,00\nBar   20,00\nRückgeld   7,66')).toBe(1234);
    expect(totalOf('TOTAL   12.35\nRounding   0.01\nCash   20.00\nChange   7.65')).toBe(1235);
  });
});

/**
 * A receipt whose total line OCR could not read ("GRAND TOTAL   Leh"), paid by card (no change
 * printed), with its VAT table and its rounding line: the total is net + tax of the table moved
 * by the rounding to the smallest coin. 60 seeded receipts, the rounding printed with its sign
 * or without, and some whose net + tax needs no rounding.
 */
function unreadTotal(seed: number) {
  const r = rng(seed);
  const net = 300 + Math.floor(r() * 20000);
  const tax = Math.round(net * 0.06);
  const gross = net + tax;
  const paid = Math.round(gross / 5) * 5;
  const by = paid - gross;
  const signed = r() < 0.5;
  const printed =
    by < 0
      ? signed
        ? `-${(-by / 100).toFixed(2)}`
        : (-by / 100).toFixed(2)
      : (by / 100).toFixed(2);
  const text = [
    'RESTORAN LIAN HING',
    'Date:   26/01/2017   11:28',
    `1 NASI LEMAK   ${(net / 100).toFixed(2)}`,
    `Sub Total   ${(net / 100).toFixed(2)}`,
    `GST @6%   ${(tax / 100).toFixed(2)}`,
    ...(by !== 0 ? [`Rounding Adj   ${printed}`] : []),
    'GRAND TOTAL   Leh',
    'VISA   RE',
    'GST Summary   Amount   Tax',
    `SR @ 6%   ${(net / 100).toFixed(2)}   ${(tax / 100).toFixed(2)}`,
  ].join('\n');
  return { text, gross: paid };
}

describe('a total line OCR lost, with the VAT table and a rounding line', () => {
  it('is net + tax of the table rounded to the smallest coin', () => {
    const receipts = Array.from({ length: 60 }, (_, i) => unreadTotal(7000 + i));
    expect(totalMisses(receipts)).toEqual([]);
  });
});
