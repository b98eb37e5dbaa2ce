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
 * Null when there is nothing to crop.
 */
export function paperRegion({ data, width, height }: GreyImage): Region | null {
  if (width < 50 || height < 50) return null;
  const threshold = otsu(data, Math.max(1, Math.floor(data.length / 200_000)));
  const bright = (x: number, y: number) => (data[y * width + x] as number) >= threshold;
  const columns = span(width, (x) => share(height, (y) => bright(x, y)));
  if (!columns) return null;
  const rows = span(height, (y) =>
    share(columns.end - columns.start, (i) => bright(columns.start + i, y)),
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
