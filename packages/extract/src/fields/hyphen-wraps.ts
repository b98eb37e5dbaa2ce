import type { Line, Segment } from '../text/layout.js';

/** The next line of a cell follows within this many line heights. */
const NEXT_LINE_IN_HEIGHTS = 1.7;
/** Cells longer than this are sentences: their wraps are left to the rules that read them. */
const MAX_CELL = 40;
/** "Elektro- und Gebäudetechnik": a hyphen before a conjunction stands for a shared word; kept. */
const CONJUNCTION = /^(?:und|oder|and|or|et|ou|en|of|e|o|y|u\.)\b/u;

/**
 * A name or heading that a narrow cell broke inside a word: "Helios Werk-" over "zeuge GmbH",
 * "Schneider De-" over "sign GmbH". Read line by line, the halves are no words ("zeuge GmbH" is
 * not the seller). A short cell ending in a letter and a hyphen, over a cell of the same type
 * size that starts where it does with a small letter, becomes one cell on the upper line
 * ("Helios Werkzeuge GmbH"; "Kraft Elektro- und Gebäudetechnik GmbH" before a conjunction);
 * the lower line keeps the rest.
 */
export function joinHyphenWraps(lines: Line[]): Line[] {
  const out = lines.map((l) => ({ ...l, segments: [...l.segments] }));
  for (let i = 0; i + 1 < out.length; i++) {
    const line = out[i]!;
    const next = out[i + 1]!;
    if (next.page !== line.page || next.y - line.y > line.height * NEXT_LINE_IN_HEIGHTS) continue;
    if (Math.max(line.height, next.height) > Math.min(line.height, next.height) * 1.25) continue;
    let changed = false;
    for (const head of [...line.segments]) {
      if (head.text.length > MAX_CELL || !/\p{Ll}{2}-$/u.test(head.text) || /\d/.test(head.text))
        continue;
      const tail = next.segments.find(
        (s) => Math.abs(s.x0 - head.x0) < line.height && s.text.length <= MAX_CELL,
      );
      if (!tail || !/^\p{Ll}/u.test(tail.text)) continue;
      // "Elektro-" + "und Gebäudetechnik": the hyphen stays, the words stay apart.
      const shared = CONJUNCTION.test(tail.text);
      const merged: Segment = {
        text: shared ? `${head.text} ${tail.text}` : `${head.text.slice(0, -1)}${tail.text}`,
        x0: head.x0,
        x1: Math.max(head.x1, tail.x1),
      };
      line.segments = line.segments.map((s) => (s === head ? merged : s));
      next.segments = next.segments.filter((s) => s !== tail);
      changed = true;
    }
    if (!changed) continue;
    line.text = line.segments.map((s) => s.text).join('   ');
    next.text = next.segments.map((s) => s.text).join('   ');
  }
  return out.filter((l) => l.segments.length > 0);
}
