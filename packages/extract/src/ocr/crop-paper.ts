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

/** The paper's region, and where it was widened to the corners of paper lying at an angle. */
export interface PaperRegion extends Region {
  /**
   * When the crop was widened to the corners of a turned page, the crop the lines mostly paper
   * made, within the region: the wedges of surroundings between the page's edges and the
   * region's lie outside it (./paper-corners.ts).
   */
  inner?: Region;
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
export function paperRegion(image: GreyImage): PaperRegion | null {
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
  if (frame) return region;
  // Grey paper on a white desk: the paper is the darker part, inside a bright border.
  const onDesk =
    borderShare(image, bright) >= LIGHT_SURROUNDINGS
      ? regionWhere(image, (x, y) => !bright(x, y))
      : null;
  // Grey paper in the corners is darker than the desk: only the lines mostly paper are kept.
  return onDesk?.inner ? withoutCorners(onDesk, onDesk.inner) : onDesk;
}

/** The crop the lines mostly paper made, from a region widened to a turned page's corners. */
export function withoutCorners(region: Region, inner: Region): Region {
  return { ...inner, left: region.left + inner.left, top: region.top + inner.top };
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
): PaperRegion | null {
  const columns = span(width, (x) => share(height, (y) => paper(x, y)));
  if (!columns) return null;
  // Rows measured across the columns mostly paper: the corners' wedges would thin every row.
  const across = columns.inner ?? columns;
  const rows = span(height, (y) =>
    share(across.end - across.start, (i) => paper(across.start + i, y)),
  );
  if (!rows) return null;
  // A few pixels inside: the paper's edge, blurred into the frame, is a dark line that would
  // look like a perfectly level text line to the deskewing.
  const inset = Math.max(2, Math.round(Math.max(width, height) * EDGE_INSET));
  const crop = (x: { start: number; end: number }, y: { start: number; end: number }) => ({
    left: x.start + inset,
    top: y.start + inset,
    width: x.end - x.start - 2 * inset,
    height: y.end - y.start - 2 * inset,
  });
  const narrower = crop(columns.inner ?? columns, rows.inner ?? rows);
  const cropped =
    narrower.width < width * (1 - MIN_CROP) || narrower.height < height * (1 - MIN_CROP);
  if (!cropped) return null;
  if (!columns.inner && !rows.inner) return narrower;
  const region = crop(columns, rows);
  const inner = { ...narrower, left: narrower.left - region.left, top: narrower.top - region.top };
  return { ...region, inner };
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

/**
 * Beyond the lines that are mostly paper, a page lying at an angle has its corners: lines whose
 * share of paper falls steadily towards the page's outermost corner. A crop at the lines that
 * are half paper cut those corners off, and with them the print near the page's edges (the first
 * letters of a name at the top left, a date at the bottom left: "FAMILY TRADING" read as "MILY
 * TRADING"). Lines with at least CORNER_SHARE paper, each no more paper than the one inside it
 * (give or take CORNER_NOISE), are kept, up to MAX_CORNER of the side.
 */
const CORNER_SHARE = 0.02;
const CORNER_NOISE = 0.02;
const MAX_CORNER = 0.12;
/** A widening by less than this share of the side is the paper's blurred edge, not a corner. */
const MIN_CORNER = 0.01;

interface Span {
  start: number;
  end: number;
  /** The lines mostly paper, when the span was widened beyond them to a turned page's corners. */
  inner: { start: number; end: number } | null;
}

/**
 * From the first to the last paper line, widened to a turned page's corners, or null when paper
 * is less than a third of the side.
 */
function span(n: number, paper: (i: number) => number): Span | null {
  const shares = Array.from({ length: n }, (_, i) => paper(i));
  let start = -1;
  let end = -1;
  for (let i = 0; i < n; i++)
    if ((shares[i] as number) >= PAPER_SHARE) {
      if (start < 0) start = i;
      end = i + 1;
    }
  if (start < 0 || end - start < n / 3) return null;
  const limit = Math.round(n * MAX_CORNER);
  const outward = (from: number, step: -1 | 1) => {
    let i = from;
    while (
      Math.abs(i + step - from) <= limit &&
      i + step >= 0 &&
      i + step < n &&
      (shares[i + step] as number) >= CORNER_SHARE &&
      (shares[i + step] as number) <= (shares[i] as number) + CORNER_NOISE
    )
      i += step;
    return i;
  };
  // Less than MIN_CORNER further out is the blurred edge of a level page: the crop stays.
  const before = outward(start, -1);
  const after = outward(end - 1, 1);
  const first = start - before >= n * MIN_CORNER ? before : start;
  const last = after - (end - 1) >= n * MIN_CORNER ? after : end - 1;
  const widened = first < start || last > end - 1;
  return { start: first, end: last + 1, inner: widened ? { start, end } : null };
}
