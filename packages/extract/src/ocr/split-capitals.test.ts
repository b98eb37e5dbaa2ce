import { describe, expect, it } from 'vitest';
import { generateDocument, layoutsOf } from '../../test/corpus/generate.js';
import { buildLines, type TextItem } from '../text/layout.js';
import { joinSplitCapitals } from './split-capitals.js';

/** Merchant names of generated receipts, in capitals, as words with boxes (letter pitch 30). */
async function merchants(count: number): Promise<string[][]> {
  const layouts = layoutsOf('all', 'receipt-scans');
  const docs = await Promise.all(
    Array.from({ length: count }, (_, i) => generateDocument(3, i, layouts)),
  );
  return docs.map((d) =>
    d.model.seller.name
      .toUpperCase()
      .split(/\s+/)
      .filter((w) => /^\p{Lu}{3,}$/u.test(w)),
  );
}

/** Words at letter pitch 30 and word gap 30; `split` cuts the last letter off the first word. */
function words(names: string[], split: { gap: number; confidence: number } | null): TextItem[] {
  const out: TextItem[] = [];
  let x = 20;
  const put = (text: string, gap: number, confidence: number) => {
    const width = text.length * 30 - 8;
    out.push({ text, x, y: 40, width, height: 32, confidence });
    x += width + gap;
  };
  for (const [i, name] of names.entries()) {
    if (split && i === 0) {
      put(name.slice(0, -1), split.gap, 0.9);
      put(name.slice(-1), 30, split.confidence);
    } else put(name, 30, 0.9);
  }
  return out;
}

const text = (items: TextItem[]) => buildLines(items, 1, 'ocr')[0]?.text;

describe('joinSplitCapitals: letter-spaced merchant names (generated, 16)', async () => {
  const names = (await merchants(16)).filter((n) => n.length > 0);

  it('joins a doubtful last letter split off its word ("MARK T")', () => {
    for (const name of names)
      expect(text(joinSplitCapitals(words(name, { gap: 12, confidence: 0.2 })))).toBe(
        text(words(name, null)),
      );
  });

  it('leaves a confident lone capital, and one a word space away, as they are', () => {
    for (const name of names) {
      const confident = words(name, { gap: 12, confidence: 0.9 });
      expect(text(joinSplitCapitals(confident))).toBe(text(confident));
      const far = words(name, { gap: 30, confidence: 0.2 });
      expect(text(joinSplitCapitals(far))).toBe(text(far));
    }
  });
});
