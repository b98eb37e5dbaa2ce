import { describe, expect, it } from 'vitest';
import { toDocumentText } from '../src/fields/document-text.js';
import { extractFields } from '../src/index.js';
import { mendReceiptRows } from '../src/ocr/mend-receipt.js';
import { readShiftedAmounts } from '../src/ocr/shifted-amounts.js';
import { asOcr } from './as-ocr.js';
import { chance, int, pick, rng } from './corpus/model.js';

/**
 * Photographed receipts turned a little, whose totals block OCR read with its amounts one row
 * too high: the first amount alone on its line (perhaps with a speck under it) or lost (the
 * block's first row, a tax, holding the next row's amount under a garbled line), each label
 * paired with the amount of the row below, the last label ("CHANGE", "BAKI") with nothing; or,
 * turned the other way, one row too low. The till's arithmetic (cash − change = total) says how
 * the rows were printed. 60 receipts from a seeded generator, five languages, with and without
 * a subtotal and a rounding row; the same receipts read as printed, and shifted ones whose
 * change OCR misread, stay as read.
 */
const WORDS = {
  en: {
    sub: 'Sub Total',
    tax: 'GST (6%)',
    rounding: 'Rounding Adj',
    total: 'TOTAL',
    cash: 'CASH',
    change: 'CHANGE',
  },
  ms: {
    sub: 'Jumlah Kecil',
    tax: 'SST 6%',
    rounding: 'Pembundaran',
    total: 'JUMLAH',
    cash: 'TUNAI',
    change: 'BAKI',
  },
  de: {
    sub: 'Zwischensumme',
    tax: 'MwSt 19%',
    rounding: 'Rundung',
    total: 'SUMME',
    cash: 'BAR',
    change: 'Rückgeld',
  },
  fr: {
    sub: 'Sous-total',
    tax: 'TVA 20%',
    rounding: 'Arrondi',
    total: 'TOTAL TTC',
    cash: 'Espèces',
    change: 'Rendu',
  },
  nl: {
    sub: 'Subtotaal',
    tax: 'BTW 21%',
    rounding: 'Afronding',
    total: 'TOTAAL',
    cash: 'Contant',
    change: 'Wisselgeld',
  },
} as const;

const money = (minor: number) => (minor / 100).toFixed(2);

type How = 'shifted' | 'lost' | 'low' | 'printed' | 'misread' | 'lost-misread';

function receipt(seed: number, how: How) {
  const r = rng(seed);
  const words = WORDS[pick(r, Object.keys(WORDS) as Array<keyof typeof WORDS>)];
  const prices = Array.from({ length: int(r, 1, 4) }, () => int(r, 150, 9000));
  const total = prices.reduce((a, b) => a + b, 0);
  const cash = (Math.floor(total / 5000) + 1) * 5000;
  const misread = how === 'misread' || how === 'lost-misread';
  const change = misread ? cash - total + 300 : cash - total;
  const lost = how === 'lost' || how === 'lost-misread';
  const rows: Array<[string, number]> = [
    ...(chance(r, 0.5) ? [[words.sub, total] as [string, number]] : []),
    ...(chance(r, 0.3) ? [[words.rounding, 0] as [string, number]] : []),
    [words.total, total],
    [words.cash, cash],
    [words.change, change],
  ];
  const speck = chance(r, 0.4) ? [pick(r, ['2', '|', '—'])] : [];
  // A tax row heading the block; when its own amount was lost (a garbled line or nothing over
  // it), it holds the next row's.
  const tax = lost || chance(r, 0.5) ? ([words.tax, int(r, 1, 900)] as const) : null;
  const garbled = chance(r, 0.5) ? [pick(r, ['service Chrg   ——_—__———', '[198)   —'])] : [];
  const taxRow = tax && !lost ? [`${tax[0]}   ${money(tax[1])}`] : [];
  const block =
    how === 'printed'
      ? [...taxRow, ...rows.map(([label, amount]) => `${label}   ${money(amount)}`)]
      : lost
        ? [
            ...garbled,
            ...speck,
            `${words.tax}   ${money(rows[0]![1])}`,
            ...rows.slice(0, -1).map(([label], i) => `${label}   ${money(rows[i + 1]![1])}`),
            rows.at(-1)![0],
          ]
        : how === 'low'
          ? [
              rows[0]![0],
              ...rows.slice(1).map(([label], i) => `${label}   ${money(rows[i]![1])}`),
              ...speck,
              money(rows.at(-1)![1]),
            ]
          : [
              ...taxRow,
              money(rows[0]![1]),
              ...speck,
              ...rows.slice(0, -1).map(([label], i) => `${label}   ${money(rows[i + 1]![1])}`),
              rows.at(-1)![0],
            ];
  const text = [
    'SOON HUAT TRADING',
    ...prices.map((p, i) => `ITEM ${i + 1}   ${money(p)}`),
    ...block,
  ].join('\n');
  return { text, total };
}

describe('a totals block whose amounts OCR read one row too high', () => {
  it.each(['shifted', 'lost', 'low'] as const)(
    '(%s) is read one row over when cash − change = total says so',
    (how) => {
      for (let seed = 0; seed < 60; seed++) {
        const { text, total } = receipt(9700 + seed, how);
        const lines = mendReceiptRows(asOcr(text).lines);
        expect(extractFields(toDocumentText(lines, 'ocr')).extractedData.totalAmount, text).toBe(
          total,
        );
      }
    },
  );

  it('stays as read when printed so, or when its amounts do not add up either way', () => {
    for (let seed = 0; seed < 60; seed++) {
      for (const how of ['printed', 'misread', 'lost-misread'] as const) {
        const { text } = receipt(9700 + seed, how);
        const lines = asOcr(text).lines;
        expect(readShiftedAmounts(lines), text).toEqual(lines);
      }
    }
  });

  it('is left alone on a text layer', () => {
    const { text } = receipt(9700, 'shifted');
    const lines = asOcr(text).lines.map((l) => ({ ...l, source: 'text' as const }));
    expect(readShiftedAmounts(lines)).toEqual(lines);
  });
});
