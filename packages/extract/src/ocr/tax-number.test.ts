import { describe, expect, it } from 'vitest';
import { generateDocument, layoutsOf } from '../../test/corpus/generate.js';
import { buildLines, type TextItem } from '../text/layout.js';
import { mendTaxNumbers } from './tax-number.js';

/** German tax numbers of generated sellers ("12/345/67890"), and the NRW form "5120/5820/0012". */
async function taxNumbers(count: number): Promise<string[]> {
  const layouts = layoutsOf('dev').filter((l) => l.kind === 'invoice');
  const docs = await Promise.all(
    Array.from({ length: count * 3 }, (_, i) => generateDocument(12, i, layouts)),
  );
  const generated = docs.flatMap((d) =>
    d.model.seller.taxNumber ? [d.model.seller.taxNumber] : [],
  );
  return [...generated.slice(0, count), '5120/5820/0012', '133/5702/1234'];
}

const line = (...words: string[]) =>
  buildLines(
    words.map((text, i): TextItem => ({ text, x: 10 + i * 120, y: 20, width: 100, height: 20 })),
    1,
    'ocr',
  );

describe('mendTaxNumbers: the last slash of a Steuernummer read as a comma or a dot', async () => {
  const numbers = await taxNumbers(10);

  it.each(['St.-Nr.:', 'Steuernummer', 'Steuer-Nr.'])('mends it after "%s"', (label) => {
    for (const number of numbers)
      for (const mark of [', ', ',', '. ']) {
        const broken = number.replace(/\/(\d+)$/, `${mark}$1`);
        const [mended] = mendTaxNumbers(line(label, broken));
        expect(mended?.text).toContain(number);
        expect(mended?.segments.map((s) => s.text).join(' ')).toContain(number);
      }
  });

  it('leaves other numbers with commas alone', () => {
    const [total] = mendTaxNumbers(line('Summe', '12/345, 67890'));
    expect(total?.text).toContain('12/345, 67890');
  });
});
