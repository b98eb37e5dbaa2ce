import { greyHistogram, medianLevel, otsu, type GreyImage } from './deskew.js';

/** A column or row is paper when at least this share of its pixels is paper-bright. */
const PAPER_SHARE = 0.5;
/** How far inside the paper's edge the crop is made, as a share of the longer side. */
const EDGE_INSET = 0.004;
/** Crops smaller than this share of a side are not worth it. */
const MIN_CROP = 0.03;
/**
 * Surroundings darker than the paper by this much (grey levels, median against median) are a
 * frame. Less dark, they may be the paper itself under uneven light...
 */
const SURROUNDINGS_GAP = 50;
/**
 * ...and are a frame only when plain: their pixels differ from their neighbours less than this
 * share of how much the paper's do (print gives the paper its edges; a desk has none).
 */
const PLAIN_SURROUNDINGS = 0.45;

export interface Region {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * The paper within a scan or photo that shows what lies around it (a scanner's grey lid, a
 * table): the columns, then the rows, that are mostly brighter than Otsu's split of the image.
 * A dark frame around a receipt made tesseract's page segmentation treat the receipt as an
 * image block and drop columns, and it hid the skew from the projection profiles (./deskew.ts).
 * Grey thermal paper on a white desk is the other way round: when the border is bright all
 * round and the bright part crops nothing, the paper is the columns and rows mostly darker than
 * the split (a white page's margin gives none: its print is far less than half of any column).
 * The bright part is paper only when the dark part is much darker (SURROUNDINGS_GAP) or plain
 * (PLAIN_SURROUNDINGS): on a receipt that fills the picture under light falling off to one side,
 * Otsu's split runs through the paper itself, and the dimmer third of the receipt, print and
 * all, was cut away.
 * Null when there is nothing to crop.
 */
export function paperRegion(image: GreyImage): Region | null {
  const { data, width, height } = image;
  if (width < 50 || height < 50) return null;
  const step = Math.max(1, Math.floor(data.length / 200_000));
  const threshold = otsu(data, step);
  const bright = (x: number, y: number) => (data[y * width + x] as number) >= threshold;
  const histogram = greyHistogram(data, step);
  const below = medianLevel(histogram, 0, threshold, 0);
  const above = medianLevel(histogram, threshold, 256, threshold);
  const region = regionWhere(image, bright);
  const frame =
    region &&
    (above - below >= SURROUNDINGS_GAP || plainAround(image, region) < PLAIN_SURROUNDINGS);
  return (
    (frame ? region : null) ??
    // Grey paper on a white desk: the paper is the darker part, inside a bright border.
    (borderShare(image, bright) >= LIGHT_SURROUNDINGS
      ? regionWhere(image, (x, y) => !bright(x, y))
      : null)
  );
}

/** The band right around the region, as a share of the picture's longer side. */
const BAND = 0.04;

/**
 * How much neighbouring pixels differ around the region, as a share of how much they differ
 * inside it (every other pixel, with its neighbour two to the right): the larger of all that
 * lies outside and of a band right around the region. All: a desk is plain everywhere. The band:
 * a cut through the print leaves print right outside it, however much blank paper lies beyond.
 */
function plainAround({ data, width, height }: GreyImage, region: Region): number {
  const band = Math.max(8, Math.round(Math.max(width, height) * BAND));
  const sums = { inside: 0, near: 0, far: 0 };
  const counts = { inside: 0, near: 0, far: 0 };
  const right = region.left + region.width;
  const bottom = region.top + region.height;
  for (let y = 0; y < height; y += 2) {
    const dy = Math.max(region.top - y, 0, y - bottom + 1);
    for (let x = 0; x + 2 < width; x += 2) {
      const dx = Math.max(region.left - x, 0, x - right + 1);
      const where = dx === 0 && dy === 0 ? 'inside' : Math.max(dx, dy) <= band ? 'near' : 'far';
      const i = y * width + x;
      sums[where] += Math.abs((data[i + 2] as number) - (data[i] as number));
      counts[where]++;
    }
  }
  const mean = (where: keyof typeof sums) => sums[where] / Math.max(1, counts[where]);
  const inside = mean('inside');
  if (inside === 0) return 0;
  const all = (sums.near + sums.far) / Math.max(1, counts.near + counts.far);
  return Math.max(all, mean('near')) / inside;
}

/** A border this bright all round is a light desk or sheet around the paper, or the paper's margin. */
const LIGHT_SURROUNDINGS = 0.9;

/** The columns, then the rows, where `paper` holds for most pixels; null if that crops nothing. */
function regionWhere(
  { width, height }: GreyImage,
  paper: (x: number, y: number) => boolean,
): Region | null {
  const columns = span(width, (x) => share(height, (y) => paper(x, y)));
  if (!columns) return null;
  const rows = span(height, (y) =>
    share(columns.end - columns.start, (i) => paper(columns.start + i, y)),
  );
  if (!rows) return null;
  // A few pixels inside: the paper's edge, blurred into the frame, is a dark line that would
  // look like a perfectly level text line to the deskewing.
  const inset = Math.max(2, Math.round(Math.max(width, height) * EDGE_INSET));
  const region = {
    left: columns.start + inset,
    top: rows.start + inset,
    width: columns.end - columns.start - 2 * inset,
    height: rows.end - rows.start - 2 * inset,
  };
  const cropped = region.width < width * (1 - MIN_CROP) || region.height < height * (1 - MIN_CROP);
  return cropped ? region : null;
}

/** Share of the picture's border pixels for which `test` holds. */
function borderShare({ width, height }: GreyImage, test: (x: number, y: number) => boolean) {
  const sides = [
    share(width, (x) => test(x, 0)),
    share(width, (x) => test(x, height - 1)),
    share(height, (y) => test(0, y)),
    share(height, (y) => test(width - 1, y)),
  ];
  return Math.min(...sides);
}

/** Share of `n` samples (at most ~400, evenly spaced) for which `test` holds. */
function share(n: number, test: (i: number) => boolean): number {
  const step = Math.max(1, Math.floor(n / 400));
  let hits = 0;
  let count = 0;
  for (let i = 0; i < n; i += step, count++) if (test(i)) hits++;
  return count ? hits / count : 0;
}

/** From the first to the last paper line, or null when paper is less than a third of the side. */
function span(n: number, paper: (i: number) => number): { start: number; end: number } | null {
  let start = -1;
  let end = -1;
  for (let i = 0; i < n; i++)
    if (paper(i) >= PAPER_SHARE) {
      if (start < 0) start = i;
      end = i + 1;
    }
  return start < 0 || end - start < n / 3 ? null : { start, end };
}
