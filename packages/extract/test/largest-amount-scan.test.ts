import { describe, expect, it } from 'vitest';
import { documentTextFromPlain, extractFields } from '../src/index.js';
import { asOcr } from './as-ocr.js';
import { int, pick, rng } from './corpus/model.js';

/**
 * A scanned receipt whose total line OCR lost: the last resort is the largest amount with a
 * currency mark, and on a scan that is only a price as receipts print one, with its cents and
 * above zero. OCR makes currency signs of other print: a postcode's 4 ("$8000 SHAH ALAM"), a
 * company number ("(ROC No $94531-U"), an item code ("$0)002 DETERGENT"), a zero line ("$0.00").
 * 60 receipts with two such misreadings each and prices with "RM" or without a mark.
 */

function receipt(seed: number) {
  const r = rng(seed);
  const prices = Array.from({ length: int(r, 2, 5) }, () => int(r, 150, 9_000));
  const marked = int(r, 0, 1) === 1;
  const strays = [
    `TAMAN CONNAUGHT, $${int(r, 1000, 9999)} CHERAS`,
    `(ROC No $${int(r, 10_000, 99_999)}-U)`,
    `$${int(r, 0, 9)})${int(r, 100, 999)} DETERGENT`,
    'ROUNDING   $0.00',
  ];
  const lines = [
    'SOON HUAT TRADING',
    pick(r, strays),
    ...prices.map((p, k) => `ITEM ${k + 1}   ${marked ? 'RM' : ''}${(p / 100).toFixed(2)}`),
    pick(r, strays),
  ];
  return { text: lines.join('\n'), largest: marked ? Math.max(...prices) : null };
}

describe('the largest amount of a scan without a total line', () => {
  it('is a price, never a sign OCR made of other print', () => {
    const wrong = Array.from({ length: 60 }, (_, i) => receipt(9_600 + i))
      .map((r) => ({ ...r, got: extractFields(asOcr(r.text)).extractedData.totalAmount }))
      .filter((r) => r.got !== r.largest);
    expect(wrong).toEqual([]);
  });

  it('keeps a marked whole number on a text layer', () => {
    const text = 'Corner Hardware Inc.\nSeattle, WA\nWidget   $8000';
    expect(extractFields(documentTextFromPlain(text)).extractedData.totalAmount).toBe(800000);
  });
});
