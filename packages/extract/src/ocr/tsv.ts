import type { TextItem } from '../text/layout.js';

/**
 * Words from tesseract's TSV output (the same format from the native binary and from
 * tesseract.js), as positioned items for the shared line builder. Level 5 rows are words.
 */
export function wordsFromTsv(tsv: string): TextItem[] {
  const words: TextItem[] = [];
  for (const row of tsv.split('\n')) {
    const cols = row.split('\t');
    if (cols[0] !== '5' || cols.length < 12) continue;
    const text = cols.slice(11).join('\t').trim();
    const confidence = Number(cols[10]);
    if (!text || confidence < 0) continue;
    words.push({
      text,
      x: Number(cols[6]),
      y: Number(cols[7]),
      width: Number(cols[8]),
      height: Number(cols[9]),
      confidence: Math.max(0, Math.min(1, confidence / 100)),
    });
  }
  return words;
}
