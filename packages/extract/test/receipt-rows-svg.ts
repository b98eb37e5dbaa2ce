/** Where and how a receipt's rows are set: labels from `left`, amounts ending at `right`. */
export interface RowsLayout {
  left: number;
  right: number;
  /** Baseline of the first row, and the step from one row to the next. */
  top: number;
  step: number;
  fontSize: number;
  /** Grey level of the print. */
  ink: number;
}

/**
 * A till receipt's rows as SVG text, monospaced as thermal printers print: each label at the
 * left, its amount (if any) right-aligned. For OCR tests that draw a receipt and read it back.
 */
export function receiptRowsSvg(rows: ReadonlyArray<[string, string]>, at: RowsLayout): string {
  const text = (x: number, y: number, s: string, anchor: string) =>
    `<text x="${x}" y="${y}" text-anchor="${anchor}" font-family="DejaVu Sans Mono" ` +
    `font-size="${at.fontSize}" fill="rgb(${at.ink},${at.ink},${at.ink})">${s}</text>`;
  return rows
    .map(([label, amount], i) => {
      const y = at.top + i * at.step;
      return text(at.left, y, label, 'start') + (amount ? text(at.right, y, amount, 'end') : '');
    })
    .join('');
}
