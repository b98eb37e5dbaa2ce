import { describe, expect, it } from 'vitest';
import { rng } from '../../test/corpus/model.js';
import type { Line } from '../text/layout.js';
import { holdsDate, mergeLines } from './dated-lines.js';

function line(y: number, height: number, text: string): Line {
  return {
    page: 1,
    index: 0,
    y,
    height,
    segments: [{ text, x0: 10, x1: 400 }],
    text,
    confidence: 0.9,
    source: 'ocr',
  };
}

/** A page of `count` rows, each `pitch` apart, read with a little jitter in y and height. */
function page(r: () => number, count: number, pitch: number, label: string): Line[] {
  return Array.from({ length: count }, (_, i) =>
    line(40 + i * pitch + (r() - 0.5) * pitch * 0.2, pitch * (0.55 + r() * 0.2), `${label} ${i}`),
  );
}

describe('mergeLines: the lines of a second reading in place of the first on their rows', () => {
  it('replaces exactly the row each new line covers, on pages of any pitch, and keeps the order', () => {
    const r = rng(14);
    for (let run = 0; run < 200; run++) {
      const pitch = 20 + Math.floor(r() * 40);
      const first = page(r, 5 + Math.floor(r() * 25), pitch, 'first');
      const second = page(r, first.length, pitch, 'again');
      const rows = [
        ...new Set(
          Array.from({ length: 1 + Math.floor(r() * 3) }, () => Math.floor(r() * first.length)),
        ),
      ];
      const merged = mergeLines(
        first,
        rows.map((i) => second[i]!),
      );

      expect(merged.map((l) => l.text)).toEqual(
        first.map((l, i) => (rows.includes(i) ? `again ${i}` : l.text)),
      );
      expect(merged.map((l) => l.index)).toEqual(merged.map((_, i) => i));
    }
  });

  it('inserts a line on a row the first reading lost, between its neighbours', () => {
    const first = [line(40, 20, 'HEADER'), line(100, 20, 'ITEM 1.00')];
    const merged = mergeLines(first, [line(70, 20, 'Date: 30-01-17')]);
    expect(merged.map((l) => l.text)).toEqual(['HEADER', 'Date: 30-01-17', 'ITEM 1.00']);
  });
});

describe('holdsDate', () => {
  it.each([
    ['Date: 30-01-17', true],
    ['DATE:2018-03-01 08:45:00', true],
    ['25 Dec 2018', true],
    ['12/31/2018', true],
    ['Inv No. 72763997', false],
    ['TOTAL 30.01', false],
    ['TEL: 03-8894 5082', false],
  ])('%s → %s', (text, expected) => {
    expect(holdsDate([line(0, 10, text)])).toBe(expected);
  });
});
