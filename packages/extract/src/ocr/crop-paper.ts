import { otsu, type GreyImage } from './deskew.js';

/** A column or row is paper when at least this share of its pixels is paper-bright. */
const PAPER_SHARE = 0.5;
/** How far inside the paper's edge the crop is made, as a share of the longer side. */
const EDGE_INSET = 0.004;
/** Crops smaller than this share of a side are not worth it. */
const MIN_CROP = 0.03;

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
 * Null when there is nothing to crop.
 */
export function paperRegion(image: GreyImage): Region | null {
  const { data, width, height } = image;
  if (width < 50 || height < 50) return null;
  const threshold = otsu(data, Math.max(1, Math.floor(data.length / 200_000)));
  const bright = (x: number, y: number) => (data[y * width + x] as number) >= threshold;
  return (
    regionWhere(image, bright) ??
    // Grey paper on a white desk: the paper is the darker part, inside a bright border.
    (borderShare(image, bright) >= LIGHT_SURROUNDINGS
      ? regionWhere(image, (x, y) => !bright(x, y))
      : null)
  );
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
