import { describe, expect, it } from 'vitest';
import { generateDocument, layoutsOf } from '../../test/corpus/generate.js';
import { int, pick, rng } from '../../test/corpus/model.js';
import { anyLabel } from '../labels/vocabulary.js';
import { findAmounts } from '../parse/money.js';
import type { TextItem } from '../text/layout.js';
import { readPdfPageText } from '../text/pdf-text.js';
import { openPdf } from '../text/pdfjs.js';
import { readColumnsAgain } from './read-page.js';
import type { OcrEngine, PageSegmentation } from './tesseract.js';

/** The words of a generated receipt (Malaysian, German, UK and other tills) with their boxes. */
async function receiptWords(index: number): Promise<{ items: TextItem[]; total: number }> {
  const doc = await generateDocument(9, index, layoutsOf('all', 'receipt-scans'));
  const pdf = await openPdf(doc.pdf);
  try {
    const { lines } = await readPdfPageText(pdf, 1);
    const items = lines.flatMap((l) =>
      l.segments.map((s) => ({
        text: s.text,
        x: s.x0,
        y: l.y,
        width: s.x1 - s.x0,
        height: l.height,
      })),
    );
    return { items, total: Math.round((doc.label.totalAmount ?? 0) * 100) };
  } finally {
    await pdf.loadingTask.destroy();
  }
}

const isPrice = (w: TextItem, width: number) =>
  w.x > width * 0.45 && findAmounts(w.text).some((a) => a.explicit);

/** Grand-total labels of every language, as the extractor knows them. */
const TOTAL_LABEL = anyLabel('grandTotal');
const isTotalLabel = (w: TextItem) => TOTAL_LABEL.test(w.text);

/**
 * What PSM 3 makes of a receipt now and then: the price column dropped, set on lines of its own,
 * or only the grand total's amount lost.
 */
function columnLost(items: TextItem[], how: 'dropped' | 'own-lines' | 'total'): TextItem[] {
  const width = Math.max(...items.map((w) => w.x + w.width));
  const totalRows = new Set(items.filter(isTotalLabel).map((w) => w.y));
  if (how === 'total') return items.filter((w) => !(totalRows.has(w.y) && isPrice(w, width)));
  return how === 'dropped'
    ? items.filter((w) => !isPrice(w, width))
    : items.map((w) => (isPrice(w, width) ? { ...w, y: w.y + w.height * 0.8 } : w));
}

/** An engine whose column-friendly reading (PSM 4) sees the receipt as printed. */
function engine(items: TextItem[]) {
  const modes: PageSegmentation[] = [];
  const fake: Pick<OcrEngine, 'name' | 'recognize'> = {
    name: 'tesseract',
    recognize: async (_png, psm = 3) => {
      modes.push(psm);
      return items;
    },
  };
  return { fake, modes };
}

const hasTotal = (text: string, total: number) =>
  findAmounts(text).some((a) => Math.abs(a.minor) === total);

describe('readColumnsAgain: a receipt whose amounts column the first reading lost', () => {
  const indexes = Array.from({ length: 12 }, (_, i) => i);

  it.each(indexes)('reads receipt %i again as one column and keeps that reading', async (i) => {
    const { items, total } = await receiptWords(i);
    for (const how of ['dropped', 'own-lines', 'total'] as const) {
      const { fake, modes } = engine(items);
      const lines = await readColumnsAgain(fake, Buffer.alloc(0), columnLost(items, how), 1);
      expect(modes).toEqual([4]);
      const totalLine = lines.find((l) => hasTotal(l.text, total));
      expect(totalLine, `${how}: the total's line`).toBeDefined();
      // The amount stands on its label's line again.
      expect(totalLine!.segments.length).toBeGreaterThan(1);
    }
  });

  it.each(indexes)('does not read receipt %i again when its amounts are there', async (i) => {
    const { items } = await receiptWords(i);
    const { fake, modes } = engine(items);
    await readColumnsAgain(fake, Buffer.alloc(0), items, 1);
    expect(modes).toEqual([]);
  });
});

/** Words placed as OCR boxes: 9 units wide a character, 14 high. */
function wordBoxes() {
  const items: TextItem[] = [];
  const word = (text: string, x: number, y: number) =>
    items.push({ text, x, y, width: text.length * 9, height: 14 });
  return { items, word };
}

/**
 * A shop's receipt whose only amount label is its total: items as "SUGAR 1KG   1x2.70   2.70",
 * then "JUMLAH   29.30". PSM 3 now and then loses the line amounts with the total's whole line,
 * leaving the items and their "1x2.70" and no label at all to say anything was lost.
 */
function shopReceipt(seed: number, rows?: number): { items: TextItem[]; total: number } {
  const r = rng(seed);
  const labels = ['TOTAL', 'JUMLAH', 'SUMME', 'TOTAAL', 'Grand Total', 'Amount Due'];
  const names = ['SUGAR 1KG', 'CUP MEE', 'MILO 1KG', 'EGGS GRADE A', 'MINERAL WATER', 'BREAD'];
  const { items, word } = wordBoxes();
  word('KEDAI RUNCIT SEPAKAT', 120, 20);
  word('RESIT', 200, 44);
  let y = 90;
  let total = 0;
  const count = int(r, 3, 6);
  for (let i = 0; i < (rows ?? count); i++) {
    const qty = int(r, 1, 4);
    const price = int(r, 90, 2500);
    total += qty * price;
    word(pick(r, names), 10, y);
    word(`${qty}x${(price / 100).toFixed(2)}`, 200, y);
    word(((qty * price) / 100).toFixed(2), 330, y);
    y += 24;
  }
  word(pick(r, labels), 10, y + 10);
  word((total / 100).toFixed(2), 330, y + 10);
  word('Terima Kasih', 150, y + 40);
  return { items, total };
}

/** The receipt read with its line amounts and its total's line lost, then read again. */
async function lostAndReadAgain(receipt: { items: TextItem[]; total: number }) {
  const { items, total } = receipt;
  const width = Math.max(...items.map((w) => w.x + w.width));
  const totalRow = items.find(isTotalLabel)?.y;
  const lost = items.filter((w) => !isPrice(w, width) && w.y !== totalRow);
  const { fake, modes } = engine(items);
  const lines = await readColumnsAgain(fake, Buffer.alloc(0), lost, 1);
  expect(modes).toEqual([4]);
  expect(lines.some((l) => hasTotal(l.text, total))).toBe(true);
}

describe('readColumnsAgain: a shop receipt that lost its line amounts and its total’s line', () => {
  it.each(Array.from({ length: 12 }, (_, i) => i))(
    'reads receipt %i again as one column and finds its total',
    (i) => lostAndReadAgain(shopReceipt(300 + i)),
  );

  // One or two items: their "1x2.70" are the only prices left to say the column was lost.
  it.each(Array.from({ length: 8 }, (_, i) => [i, 1 + (i % 2)]))(
    'reads receipt %i of %i items again and finds its total',
    (i, rows) => lostAndReadAgain(shopReceipt(400 + i, rows)),
  );

  it('is not read again when the total is there', async () => {
    const { items } = shopReceipt(300);
    const { fake, modes } = engine(items);
    await readColumnsAgain(fake, Buffer.alloc(0), items, 1);
    expect(modes).toEqual([]);
  });
});

/**
 * A restaurant's bill: items as "4 CHICKEN CHOP   67.60", then "Sub Total", tax, "Grand Total",
 * "Cash", "Change". PSM 3 now and then loses the price column and the totals block under it as
 * one block, leaving the item rows with their quantities and no amount or label at all.
 */
function restaurantBill(seed: number): { items: TextItem[]; total: number } {
  const r = rng(seed);
  const dishes = ['CHICKEN CHOP', 'KOPI O AIS', 'WHITE RICE', 'NASI LEMAK AYAM', 'Cappuccino'];
  const { items, word } = wordBoxes();
  word('RESTORAN MAJU JAYA', 110, 20);
  word('Table: 2', 10, 50);
  let y = 90;
  let total = 0;
  for (let i = 0; i < int(r, 2, 5); i++) {
    const qty = int(r, 1, 4);
    const price = qty * int(r, 150, 2500);
    total += price;
    word(`${qty} ${pick(r, dishes)}`, 10, y);
    word((price / 100).toFixed(2), 330, y);
    y += 24;
  }
  for (const [label, amount] of [
    ['Sub Total', total],
    ['Grand Total', total],
    ['Cash', total + 1000],
    ['Change', 1000],
  ] as const) {
    word(label, 10, (y += 24));
    word((amount / 100).toFixed(2), 330, y);
  }
  word('Terima Kasih', 150, y + 40);
  return { items, total };
}

describe('readColumnsAgain: a bill that lost its prices and its totals block', () => {
  it.each(Array.from({ length: 12 }, (_, i) => i))(
    'reads bill %i again as one column and finds its total',
    async (i) => {
      const { items, total } = restaurantBill(500 + i);
      const lost = items.filter((w) => w.x < 300 && w.y < (items.find(isTotalLabel)?.y ?? 0) - 30);
      const { fake, modes } = engine(items);
      const lines = await readColumnsAgain(fake, Buffer.alloc(0), lost, 1);
      expect(modes).toEqual([4]);
      expect(lines.some((l) => hasTotal(l.text, total))).toBe(true);
    },
  );

  it('is not read again for a page without amounts or item rows', async () => {
    const { items, word } = wordBoxes();
    ['ACME Consulting', '12 High Street', 'Dear Ms Tan,', 'thank you for your visit.'].forEach(
      (text, i) => word(text, 10, 20 + i * 24),
    );
    const { fake, modes } = engine(items);
    await readColumnsAgain(fake, Buffer.alloc(0), items, 1);
    expect(modes).toEqual([]);
  });
});
