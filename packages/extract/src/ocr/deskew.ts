/**
 * The skew of a page or receipt photo, by projection profiles: text lines make sharp peaks in
 * the count of print pixels per row when the rows follow them, and a flat profile when they cut
 * across. The angle whose profile is sharpest (sum of squared row counts) is the skew. Measured
 * on generated receipts turned 6°: key fields fell from 84% to 46% read without deskewing.
 */

/** Angles tried, in degrees: a coarse sweep, then a fine one around the best. */
const MAX_SKEW = 15;
const COARSE_STEP = 1;
const FINE_STEP = 0.1;
/** Below this a turn is not worth its blur; above, only when the profile clearly sharpens. */
const MIN_SKEW = 0.4;
const MIN_GAIN = 1.05;
/** Pixels sampled along each axis at most, so a 300 dpi page costs milliseconds. */
const SAMPLE = 1000;

export interface GreyImage {
  data: Uint8Array;
  width: number;
  height: number;
}

/** Clockwise skew in degrees (text lines running down to the right are positive), or 0. */
export function skewAngle(image: GreyImage): number {
  const points = printPoints(image);
  if (points.xs.length < 200) return 0;
  const level = score(points, 0);
  let best = { angle: 0, score: level };
  const tryAngle = (angle: number) => {
    const s = score(points, angle);
    if (s > best.score) best = { angle, score: s };
  };
  for (let a = -MAX_SKEW; a <= MAX_SKEW; a += COARSE_STEP) tryAngle(a);
  const coarse = best.angle;
  // A profile that keeps sharpening up to the end of the sweep has no text lines' peak in it:
  // a shadow's slanted edge or a light gradient sharpens the further it is sheared. Left level.
  if (Math.abs(coarse) >= MAX_SKEW) return 0;
  for (let a = coarse - COARSE_STEP; a <= coarse + COARSE_STEP; a += FINE_STEP) tryAngle(a);
  if (Math.abs(best.angle) < MIN_SKEW || best.score < level * MIN_GAIN) return 0;
  return Math.round(best.angle * 10) / 10;
}

/** How much darker than the brightest pixel near it on its row a pixel of print is. */
const INK_CONTRAST = 24;
/** How far (in sampled pixels, either side) that brightest pixel is looked for. */
const INK_REACH = 4;

/**
 * Print among a regular sample of the image: pixels darker by INK_CONTRAST than the brightest
 * within INK_REACH of them on their row. Not a global threshold's dark side: on faint print
 * under a shadow or uneven light, that side is the shadow's gradient, whose slanted edge then
 * outweighs the text lines (a photo "deskewed" by 16° the wrong way); a soft gradient is never
 * much darker than its own neighbourhood, print is.
 */
function printPoints({ data, width, height }: GreyImage): { xs: Int32Array; ys: Int32Array } {
  const step = Math.max(1, Math.ceil(Math.max(width, height) / SAMPLE));
  const columns = Math.ceil(width / step);
  const row = new Uint8Array(columns);
  const xs: number[] = [];
  const ys: number[] = [];
  for (let y = 0; y < height; y += step) {
    for (let i = 0; i < columns; i++) row[i] = data[y * width + i * step] as number;
    for (let i = 0; i < columns; i++) {
      let brightest = 0;
      const to = Math.min(columns - 1, i + INK_REACH);
      for (let j = Math.max(0, i - INK_REACH); j <= to; j++)
        if ((row[j] as number) > brightest) brightest = row[j] as number;
      if (brightest - (row[i] as number) >= INK_CONTRAST) {
        xs.push(i);
        ys.push(y / step);
      }
    }
  }
  return { xs: Int32Array.from(xs), ys: Int32Array.from(ys) };
}

/** Sum of squared counts per row after shearing the points by `angle` degrees. */
function score({ xs, ys }: { xs: Int32Array; ys: Int32Array }, angle: number): number {
  const t = Math.tan((angle * Math.PI) / 180);
  const rows = new Map<number, number>();
  for (let i = 0; i < xs.length; i++) {
    const row = Math.round((ys[i] as number) - (xs[i] as number) * t);
    rows.set(row, (rows.get(row) ?? 0) + 1);
  }
  let sum = 0;
  for (const c of rows.values()) sum += c * c;
  return sum;
}

/**
 * Otsu's threshold of the sampled grey levels: the split that best separates ink and paper.
 * With `below`, only the levels darker than it are split (the dark class split again).
 */
export function otsu(data: Uint8Array, step: number, below = 256): number {
  const histogram = new Float64Array(256);
  let n = 0;
  for (let i = 0; i < data.length; i += step) {
    const v = data[i] as number;
    if (v >= below) continue;
    histogram[v]! += 1;
    n++;
  }
  let total = 0;
  for (let v = 0; v < 256; v++) total += v * (histogram[v] as number);
  let weightBelow = 0;
  let sumBelow = 0;
  let best = { threshold: 128, variance: -1 };
  for (let v = 0; v < 256; v++) {
    weightBelow += histogram[v] as number;
    if (weightBelow === 0) continue;
    const weightAbove = n - weightBelow;
    if (weightAbove === 0) break;
    sumBelow += v * (histogram[v] as number);
    const meanBelow = sumBelow / weightBelow;
    const meanAbove = (total - sumBelow) / weightAbove;
    const variance = weightBelow * weightAbove * (meanBelow - meanAbove) ** 2;
    if (variance > best.variance) best = { threshold: v + 1, variance };
  }
  return best.threshold;
}

/** Grey-level counts of every `step`-th pixel. */
export function greyHistogram(data: Uint8Array, step: number): Float64Array {
  const histogram = new Float64Array(256);
  for (let i = 0; i < data.length; i += step) histogram[data[i] as number]! += 1;
  return histogram;
}

/** The median grey level among levels from..to-1 of a histogram; `empty` when none are there. */
export function medianLevel(histogram: Float64Array, from: number, to: number, empty: number) {
  let n = 0;
  for (let v = from; v < to; v++) n += histogram[v] as number;
  if (n === 0) return empty;
  let seen = 0;
  for (let v = from; v < to; v++) if ((seen += histogram[v] as number) >= n / 2) return v;
  return empty;
}
