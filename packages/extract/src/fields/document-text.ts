import { detectDateOrder, type DateOrder } from '../parse/date.js';
import { detectLanguage, type Language } from '../parse/language.js';
import type { Line } from '../text/layout.js';
import { joinHyphenWraps } from './hyphen-wraps.js';
import { splitPairedCells } from './paired-cells.js';
import { joinWrappedLabels } from './wrapped-labels.js';

/** Everything field rules look at: the lines with geometry, the plain text and locale cues. */
export interface DocumentText {
  lines: Line[];
  text: string;
  language: Language;
  dateOrder: DateOrder;
  /** Where most lines came from; fields read from one line report that line's source. */
  source: 'text' | 'ocr';
}

export function toDocumentText(printed: Line[], source: 'text' | 'ocr'): DocumentText {
  const lines = splitPairedCells(joinHyphenWraps(joinWrappedLabels(printed)));
  const text = lines.map((l) => l.text).join('\n');
  const language = detectLanguage(text);
  return { lines, text, language, dateOrder: detectDateOrder(text, language), source };
}

/**
 * Plain text (a test fixture, a text e-mail body) as lines. Runs of two or more spaces or a tab
 * separate columns, the way `pdftotext -layout` and our own layout text show them, so the
 * same label/value rules apply.
 */
export function documentTextFromPlain(text: string): DocumentText {
  const lines: Line[] = text.split(/\r?\n/).map((raw, index) => {
    const segments: Line['segments'] = [];
    for (const m of raw.matchAll(/\S+(?: \S+)*/g)) {
      segments.push({ text: m[0], x0: m.index, x1: m.index + m[0].length });
    }
    const line: Line = {
      page: 1,
      index,
      y: index,
      height: 1,
      segments,
      text: raw.trim(),
      confidence: 1,
      source: 'text',
    };
    return line;
  });
  return toDocumentText(
    lines.filter((l) => l.segments.length > 0),
    'text',
  );
}
