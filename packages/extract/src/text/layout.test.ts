import { describe, expect, it } from 'vitest';
import { buildLines, type TextItem } from './layout.js';

/** An item of `text` at x on a 10-unit line, 5 units per character. */
function item(text: string, x: number, y = 100): TextItem {
  return { text, x, y, width: text.length * 5, height: 10 };
}

describe('buildLines', () => {
  it('joins runs of one line that touch or nearly touch into one segment', () => {
    // pdf.js splits words and kerned runs; widths may overshoot the next run by a little.
    const [line] = buildLines([item('Invoice', 10), item('no.', 49), item('42', 66)], 1);
    expect(line?.segments.map((s) => s.text)).toEqual(['Invoice no. 42']);
  });

  it('starts a new segment at a wide gap (a column)', () => {
    const [line] = buildLines([item('Total', 10), item('24,90', 200)], 1);
    expect(line?.segments.map((s) => s.text)).toEqual(['Total', '24,90']);
  });

  it('keeps runs printed over each other apart, whichever their length', () => {
    const cases: Array<[string, string]> = [
      ['Ticket n° FA852481', '10 novembre 2020 19:56'],
      ['Beleg-Nr. B/2025/524', '3. Oktober 2019 11:53'],
      ['Receipt K/2021/605', '04/11/2020'],
    ];
    for (const [left, right] of cases) {
      const leftItem = item(left, 10);
      // The right one starts 3 characters before the left one ends.
      const rightItem = item(right, 10 + leftItem.width - 15);
      const [line] = buildLines([rightItem, leftItem], 1);
      expect(line?.segments.map((s) => s.text)).toEqual([left, right]);
    }
  });

  it('keeps a value with its label when the cells of a row drift down column by column', () => {
    // A form whose right-hand columns sit a few units lower than its first column (the value
    // 6 units below the row's first cell, 2 below its label), and a line under it.
    const cases: Array<[string, string]> = [
      ['Datum splatnosti', '19/03/2016'],
      ['Due date', '04/30/2024'],
      ['Fällig am', '12.05.2024'],
    ];
    for (const [label, value] of cases) {
      const lines = buildLines(
        [
          item('Account no.', 10, 100),
          item('156546546465', 100, 100),
          item(label, 220, 104),
          item(value, 360, 106),
          item('SWIFT', 10, 114),
        ],
        1,
      );
      expect(lines.map((l) => l.segments.map((s) => s.text))).toEqual([
        ['Account no.', '156546546465', label, value],
        ['SWIFT'],
      ]);
    }
  });

  it('reads letter-spaced capitals as words, and leaves short words and numbers alone', () => {
    const cells: Array<[string, string]> = [
      ['R E C H N U N G S B E T R A G', 'RECHNUNGSBETRAG'],
      ["D AT E D ' É C H É A N C E", "DATED'ÉCHÉANCE"],
      ['T O TA L À PAY E R', 'TOTALÀPAYER'],
      ['N° DE LA TVA', 'N° DE LA TVA'],
      ['+49 30 12 34 56', '+49 30 12 34 56'],
      ['A B', 'A B'],
    ];
    for (const [printed, read] of cells) {
      const [line] = buildLines([item(printed, 10)], 1);
      expect(line?.segments.map((s) => s.text)).toEqual([read]);
    }
  });

  it('puts items of different baselines on different lines, top to bottom', () => {
    const lines = buildLines([item('second', 10, 120), item('first', 10, 100)], 1);
    expect(lines.map((l) => l.text)).toEqual(['first', 'second']);
  });

  it('joins OCR words split at a decimal mark, never text-layer runs', () => {
    for (const [whole, cents] of [
      ['£106.', '74'],
      ['12,', '50'],
      ['1.234,', '05'],
    ] as const) {
      const split = [item(whole, 10), item(cents, 10 + whole.length * 5 + 4)];
      expect(buildLines(split, 1, 'ocr')[0]?.text).toBe(`${whole}${cents}`);
      expect(buildLines(split, 1, 'text')[0]?.text).toBe(`${whole} ${cents}`);
    }
    // A number of three digits after a dot is no pair of cents ("Nr. 1." then "250 Stück").
    const [line] = buildLines([item('1.', 10), item('250', 24)], 1, 'ocr');
    expect(line?.text).toBe('1. 250');
  });
});
