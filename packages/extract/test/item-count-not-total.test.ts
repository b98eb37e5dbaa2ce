import { describe, expect, it } from 'vitest';
import { extractFields } from '../src/index.js';
import { asOcr } from './as-ocr.js';
import { int, pick, rng } from './corpus/model.js';

/**
 * Till receipts print how many items were bought beside a total word: "Total Qty: 7", "Total
 * Items 3", "Summe Artikel 4", "Jumlah Barang: 2". That number is never the total, also when OCR
 * garbled the total's own amount ("Total Sales (Inclusive of GST) ; .01"). 60 receipts from a
 * seeded generator, seven languages; with the total's amount readable it is the total.
 */
const COUNTS: Record<string, { count: string[]; total: string }> = {
  en: {
    count: ['Total Qty:', 'Total Items', 'TOTAL ITEM(S) :', 'Total Oty:', 'No. of Items:'],
    total: 'TOTAL',
  },
  de: { count: ['Summe Artikel', 'Gesamt Anzahl:', 'Anzahl Artikel:'], total: 'SUMME' },
  fr: { count: ["Nombre d'articles :", 'Total articles'], total: 'TOTAL TTC' },
  nl: { count: ['Totaal aantal:', 'Aantal artikelen:'], total: 'TOTAAL' },
  it: { count: ['Totale articoli', 'Numero articoli:'], total: 'TOTALE' },
  es: { count: ['Total artículos:', 'Total unidades'], total: 'TOTAL' },
  ms: { count: ['Jumlah Barang:', 'Jumlah Kuantiti:'], total: 'JUMLAH' },
};

function receipt(seed: number, readable: boolean) {
  const r = rng(seed);
  const words = COUNTS[pick(r, Object.keys(COUNTS))]!;
  const count = int(r, 1, 9);
  const total = int(r, 500, 30000);
  const amount = (total / 100).toFixed(2);
  const text = [
    'KEDAI RUNCIT SEPAKAT',
    `ITEM 1   ${amount}`,
    `${pick(r, words.count)}   ${count}`,
    `${words.total}   ${readable ? amount : pick(r, ['; .01', ':', 'RM', '—'])}`,
  ].join('\n');
  return { text, count, total };
}

describe('a count of items beside a total word', () => {
  it('is never taken for the total', () => {
    for (let seed = 0; seed < 60; seed++) {
      const { text, count } = receipt(9500 + seed, false);
      expect(extractFields(asOcr(text)).extractedData.totalAmount, text).not.toBe(count * 100);
    }
  });

  it('leaves the total that is printed', () => {
    for (let seed = 0; seed < 60; seed++) {
      const { text, total } = receipt(9500 + seed, true);
      expect(extractFields(asOcr(text)).extractedData.totalAmount, text).toBe(total);
    }
  });
});
