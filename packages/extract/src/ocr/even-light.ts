import type { GreyImage } from './deskew.js';

/** Side of the cells whose paper brightness is measured, as a share of the shorter side. */
const CELL_SHARE = 1 / 14;
/** The share of a cell's pixels darker than its paper level (the rest is ink). */
const PAPER_PERCENTILE = 0.9;
/** Paper levels across the page differing by more than this (grey levels) are uneven light. */
const UNEVEN = 28;

/**
 * Evens out the light on a photographed or scanned page: a phone's shadow over part of a
 * receipt, light falling off towards one side, a scanner lid's grey edge. Tesseract binarises
 * with one threshold for the whole page, so text in the darker part came back as nothing or
 * as noise (measured on receipt photos with a shadow: the company and date lines were lost).
 * The paper's brightness is estimated per cell (a high percentile of its pixels, then the
 * brightest of its neighbours, smoothed), and every pixel is divided by it, so paper is white
 * everywhere and ink keeps its contrast with the paper around it. Pages lit evenly are left as
 * they are (null). Measured with the local threshold of a weak reading (./read-page.ts) in
 * docs/decisions/087-ocr-photos-and-faint-scans.md.
 */
export function evenLight({ data, width, height }: GreyImage): Uint8Array | null {
  const cell = Math.max(16, Math.round(Math.min(width, height) * CELL_SHARE));
  const cols = Math.ceil(width / cell);
  const rows = Math.ceil(height / cell);
  if (cols < 3 || rows < 3) return null;
  const level = new Float32Array(cols * rows);
  const histogram = new Uint32Array(256);
  for (let cy = 0; cy < rows; cy++)
    for (let cx = 0; cx < cols; cx++) {
      histogram.fill(0);
      let n = 0;
      const y1 = Math.min(height, (cy + 1) * cell);
      const x1 = Math.min(width, (cx + 1) * cell);
      for (let y = cy * cell; y < y1; y += 2)
        for (let x = cx * cell; x < x1; x += 2, n++) histogram[data[y * width + x]!]!++;
      let seen = 0;
      let v = 0;
      for (; v < 255; v++) if ((seen += histogram[v]!) >= n * PAPER_PERCENTILE) break;
      level[cy * cols + cx] = v;
    }
  // A cell filled by a large bold word is no paper: the brightest neighbour stands for it.
  const grown = around(level, cols, rows, Math.max);
  const smooth = around(
    grown,
    cols,
    rows,
    (...v: number[]) => v.reduce((s, x) => s + x) / v.length,
  );
  const sorted = [...smooth].sort((a, b) => a - b);
  const spread =
    sorted[Math.floor(sorted.length * 0.9)]! - sorted[Math.floor(sorted.length * 0.1)]!;
  if (spread <= UNEVEN) return null;
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const fy = Math.min(rows - 1, Math.max(0, (y + 0.5) / cell - 0.5));
    const y0 = Math.floor(fy);
    const y1 = Math.min(rows - 1, y0 + 1);
    const ty = fy - y0;
    for (let x = 0; x < width; x++) {
      const fx = Math.min(cols - 1, Math.max(0, (x + 0.5) / cell - 0.5));
      const x0 = Math.floor(fx);
      const x1 = Math.min(cols - 1, x0 + 1);
      const tx = fx - x0;
      const paper =
        (smooth[y0 * cols + x0]! * (1 - tx) + smooth[y0 * cols + x1]! * tx) * (1 - ty) +
        (smooth[y1 * cols + x0]! * (1 - tx) + smooth[y1 * cols + x1]! * tx) * ty;
      const i = y * width + x;
      out[i] = Math.min(255, Math.round((data[i]! * 255) / Math.max(paper, 24)));
    }
  }
  return out;
}

/** Each cell combined with its 3×3 neighbourhood by `f`. */
function around(
  grid: Float32Array,
  cols: number,
  rows: number,
  f: (...values: number[]) => number,
): Float32Array {
  const out = new Float32Array(grid.length);
  for (let y = 0; y < rows; y++)
    for (let x = 0; x < cols; x++) {
      const values: number[] = [];
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const yy = y + dy;
          const xx = x + dx;
          if (yy >= 0 && yy < rows && xx >= 0 && xx < cols) values.push(grid[yy * cols + xx]!);
        }
      out[y * cols + x] = f(...values);
    }
  return out;
}
