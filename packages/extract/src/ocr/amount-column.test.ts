import { describe, expect, it } from 'vitest';
import { labelsOf } from '../labels/vocabulary.js';
import { buildLines } from '../text/layout.js';
import { amountEvidence } from './amount-column.js';

const row = (text: string, x: number, y: number) => ({
  text,
  x,
  y,
  width: text.length * 9,
  height: 14,
});

describe('amountEvidence', () => {
  it('leaves the shared label patterns as it found them (the field rules use them next)', () => {
    const lines = buildLines(
      [
        row('Gesamtbetrag', 10, 10),
        row('55,40', 300, 10),
        row('BAR', 10, 30),
        row('60,00', 300, 30),
      ],
      1,
      'ocr',
    );
    amountEvidence(lines);
    for (const field of ['grandTotal', 'subtotal', 'tender', 'change'] as const)
      for (const label of labelsOf(field)) expect(label.re.lastIndex, label.source).toBe(0);
  });
});
