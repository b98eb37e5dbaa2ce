import { describe, expect, it } from 'vitest';
import { extractFields } from '../src/index.js';
import { toDocumentText } from '../src/fields/document-text.js';
import { joinSplitRows } from '../src/ocr/split-rows.js';
import type { Line } from '../src/text/layout.js';
import { chance, int, pick, rng, type Rng } from './corpus/model.js';
import { rm } from './corpus/wild-receipts.js';

/**
 * A turned receipt as tesseract reads it: the label of a money row at the left edge and its
 * amount at the right edge on lines of their own, the amount a little above or below (one
 * direction per slip). Generated, seeded; the total fails without joining the rows again.
 */
type Cell = [text: string, x0: number, x1: number];

function line(y: number, height: number, cells: Cell[]): Line {
  return {
    page: 1,
    index: 0,
    y,
    height,
    segments: cells.map(([text, x0, x1]) => ({ text, x0, x1 })),
    text: cells.map((c) => c[0]).join('   '),
    confidence: 0.9,
    source: 'ocr',
  };
}

const sorted = (lines: Line[]) =>
  lines.sort((a, b) => a.y - b.y).map((l, index) => ({ ...l, index }));

interface Slip {
  lines: Line[];
  total: number;
}

/** A Malaysian till slip turned by a small angle: rows split, or kept whole when `whole`. */
function slip(r: Rng, whole = false): Slip {
  const h = int(r, 24, 40);
  const gap = h * (1.7 + r() * 0.5);
  // Where the right edge sits against the left: under half the row spacing either way.
  const drift = (chance(r, 0.5) ? 1 : -1) * h * (0.45 + r() * 0.35);
  const items = Array.from({ length: int(r, 1, 5) }, () => int(r, 100, 9000));
  const total = items.reduce((a, b) => a + b, 0);
  const cents = total % 5;
  const payable = total - cents;
  const tendered = Math.ceil(payable / 5000) * 5000 + 5000;
  const head: Line[] = [
    line(40, h * 1.4, [['SENG HUAT HARDWARE SDN BHD (651790-M)', 60, 1100]]),
    line(40 + gap, h, [['JALAN MEGAH 7, 53100 KUALA LUMPUR', 120, 1000]]),
    line(40 + 2 * gap, h, [[`Date: ${int(r, 10, 28)}/0${int(r, 1, 9)}/2018`, 60, 500]]),
  ];
  let y = 40 + 3 * gap;
  const body: Line[] = [];
  for (const [k, v] of items.entries()) {
    body.push(line(y, h, [[`${pick(r, ['CUP MEE', 'MILO 1KG', 'SUGAR 1KG'])} ${k + 1}`, 60, 500]]));
    body.push(line(y + drift, h, [[rm(v), 1100, 1220]]));
    y += gap;
  }
  const rows: Array<[string, string]> = [
    ...(cents
      ? [[pick(r, ['Total Sales Incl GST', 'SUB TOTAL']), rm(total)] as [string, string]]
      : []),
    ...(cents ? [[pick(r, ['Rounding Adj', 'ROUNDING']), rm(-cents)] as [string, string]] : []),
    [pick(r, ['TOTAL', 'Total After Adj', 'GRAND TOTAL', 'Total Payable']), rm(payable)],
    ['CASH', rm(tendered)],
    ['CHANGE', rm(tendered - payable)],
  ];
  for (const [label, amount] of rows) {
    const width = label.length * h * 0.6;
    if (whole)
      body.push(
        line(y, h, [
          [label, 60, 60 + width],
          [amount, 1100, 1220],
        ]),
      );
    else {
      body.push(line(y, h, [[label, 60, 60 + width]]));
      body.push(line(y + drift, h, [[amount, 1100, 1220]]));
    }
    y += gap;
  }
  body.push(line(y, h, [['THANK YOU. PLEASE COME AGAIN.', 200, 900]]));
  return { lines: sorted([...head, ...body]), total: payable };
}

const totalOf = (lines: Line[]) => extractFields(toDocumentText(lines, 'ocr')).extractedData;

describe('a money row OCR split in two on a turned slip', () => {
  it('is joined again: the total, cash and change of 80 slips', () => {
    const r = rng(14_101);
    let wrongBefore = 0;
    for (let i = 0; i < 80; i++) {
      const { lines, total } = slip(r);
      const joined = joinSplitRows(lines);
      expect(totalOf(joined).totalAmount, joined.map((l) => l.text).join('\n')).toBe(total);
      if (totalOf(lines).totalAmount !== total) wrongBefore++;
    }
    expect(wrongBefore).toBeGreaterThan(40);
  });

  it('leaves whole rows, item lines and values under their label as they were', () => {
    const r = rng(14_102);
    for (let i = 0; i < 40; i++) {
      const { lines } = slip(r, true);
      expect(joinSplitRows(lines)).toEqual(lines);
    }
    // A value under its label (a column), not right of it, is no split row.
    const column = sorted([
      line(100, 30, [['TOTAL', 900, 1000]]),
      line(140, 30, [['12.50', 900, 1000]]),
    ]);
    expect(joinSplitRows(column)).toEqual(column);
  });

  it('never gives a rounding line more than a rounding', () => {
    // The value column one row low: 50.60 sits nearer "Rounding Adj" than its own label.
    const lines = sorted([
      line(1326, 29, [['Total Sales Incl GST', 271, 693]]),
      line(1361, 29, [['50.60', 1045, 1145]]),
      line(1376, 35, [['Rounding Adj', 269, 517]]),
    ]);
    expect(joinSplitRows(lines).map((l) => l.text)).toEqual([
      'Total Sales Incl GST   50.60',
      'Rounding Adj',
    ]);
  });
});
