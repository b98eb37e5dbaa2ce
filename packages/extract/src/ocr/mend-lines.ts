import type { Line } from '../text/layout.js';

/**
 * OCR lines with `mend` applied to their text and to each of their cells; a line `mend` leaves
 * as it was stays the same object. `only` limits it to some lines (those with a label).
 */
export function mendLines(
  lines: Line[],
  mend: (text: string) => string,
  only: (line: Line) => boolean = () => true,
): Line[] {
  return lines.map((line) => {
    if (!only(line)) return line;
    const text = mend(line.text);
    return text === line.text
      ? line
      : { ...line, text, segments: line.segments.map((s) => ({ ...s, text: mend(s.text) })) };
  });
}
