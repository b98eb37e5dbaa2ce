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

/**
 * Words 32 high at letter pitch 30 or `pitch`, `wordGap` apart (30); `split` cuts the last letter off
 * the first word; `hyphen` starts the first word with one.
 */
function words(
  names: string[],
  split: { gap: number; confidence: number } | null,
  { pitch = 30, wordGap = 30, hyphen = false } = {},
): TextItem[] {
  const out: TextItem[] = [];
  let x = 20;
  const put = (text: string, gap: number, confidence: number) => {
    const width = text.length * pitch - 8;
    out.push({ text, x, y: 40, width, height: 32, confidence });
    x += width + gap;
  };
  for (const [i, name] of names.entries()) {
    const word = hyphen && i === 0 ? `-${name}` : name;
    if (split && i === 0) {
      put(word.slice(0, -1), split.gap, 0.9);
      put(word.slice(-1), wordGap, split.confidence);
    } else put(word, wordGap, 0.9);
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

  it('joins a confident last letter split off a letter-spaced word, hyphenated or not', () => {
    // Letter pitch 36 for letters 32 high: a letter-spaced heading; its words 45 apart.
    const spaced = { pitch: 36, wordGap: 45 };
    for (const name of names)
      for (const hyphen of [false, true])
        expect(
          text(joinSplitCapitals(words(name, { gap: 14, confidence: 0.9 }, { ...spaced, hyphen }))),
        ).toBe(text(words(name, null, { ...spaced, hyphen })));
  });

  it('leaves a confident lone capital beside a word set close, and one a word space away', () => {
    for (const name of names) {
      const confident = words(name, { gap: 8, confidence: 0.9 }, { pitch: 20 });
      expect(text(joinSplitCapitals(confident))).toBe(text(confident));
      const far = words(name, { gap: 30, confidence: 0.2 });
      expect(text(joinSplitCapitals(far))).toBe(text(far));
    }
  });
});
