import type { Region } from './crop-paper.js';
import { greyHistogram, medianLevel, otsu, type GreyImage } from './deskew.js';
import { floodFromBorder, spread } from './masks.js';

/** Stroke widths up to twice this share of the picture's longer side are print, not surroundings. */
const STROKE = 0.004;
/** Pixels this close to the surroundings are its blurred edge against the paper. */
const EDGE_GROWTH = 2;

/**
 * The wedges of table or scanner lid in the margins of a crop widened to a turned page
 * (./crop-paper.ts), between the crop the lines mostly paper made (`inner`) and the widened
 * crop's edges, painted paper-white. The wedges are the dark pixels (below Otsu's split) in the
 * margins that reach the picture's border through regions wider than print: the dark part is
 * eroded before it is flooded from the border, so a letter that touches a wedge, or the border
 * itself, is not painted away with it; the flood is then grown back over dark pixels, and two
 * pixels beyond to take the wedge's blurred edge. Nothing inside `inner` is painted: the
 * narrower crop kept all of that, and so does this one. A margin in a shadow as dark as the
 * table is painted too, print and all: the narrower crop cut it off as well. Null when nothing
 * is cleared.
 */
export function clearPaperCorners(
  { data, width, height }: GreyImage,
  inner: Region,
): Uint8Array | null {
  if (width < 50 || height < 50) return null;
  const size = width * height;
  const threshold = otsu(data, Math.max(1, Math.floor(size / 200_000)));
  const dark = new Uint8Array(size);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if ((data[i] as number) < threshold && !inside(inner, x, y)) dark[i] = 1;
    }
  const radius = strokeRadius(width, height);
  const wide = spread(dark, width, height, radius, 'all');
  const { reached, count } = floodFromBorder(wide, width, height);
  if (count === 0) return null;
  const grown = spread(reached, width, height, radius + EDGE_GROWTH, 'any');
  const wedges = new Uint8Array(size);
  for (let i = 0; i < size; i++) if (grown[i] && dark[i]) wedges[i] = 1;
  const edged = spread(wedges, width, height, EDGE_GROWTH, 'any');
  // The paper's own level: the median of the pixels brighter than the split.
  const paper = medianLevel(greyHistogram(data, 3), threshold, 256, threshold);
  const out = Uint8Array.from(data);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      if (edged[y * width + x] && !inside(inner, x, y)) out[y * width + x] = paper;
  return out;
}

/** Strokes of print in the margins at least this many: a letter or two of the page was cut. */
const MIN_STROKES = 24;

/**
 * Whether there is print in the margins between the crop the lines mostly paper made (`inner`)
 * and the crop widened to a turned page's corners: short runs of dark pixels with paper on both
 * sides, row by row (a letter cut in half by the narrower crop gives a run per row it spans).
 * The table in the corners gives no such runs: it reaches the picture's border, and its runs are
 * wider than print. Without print there, the widened crop gains nothing and only changes how
 * the page is read: the narrower crop is kept.
 */
export function printInMargins({ data, width, height }: GreyImage, inner: Region): boolean {
  const threshold = otsu(data, Math.max(1, Math.floor((width * height) / 200_000)));
  const widest = 2 * strokeRadius(width, height) + 1;
  let strokes = 0;
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let x = 0;
    while (x < width) {
      if ((data[row + x] as number) < threshold) {
        x++;
        continue;
      }
      // A bright pixel: the run of dark pixels after it, and the bright pixel that ends it.
      let end = x + 1;
      while (end < width && (data[row + end] as number) < threshold) end++;
      const run = end - x - 1;
      if (run >= 2 && run <= widest && end < width && !inside(inner, x + 1, y)) strokes++;
      x = end;
    }
  }
  return strokes >= MIN_STROKES;
}

/** Half the widest stroke of print, in pixels. */
function strokeRadius(width: number, height: number): number {
  return Math.max(2, Math.round(Math.max(width, height) * STROKE));
}

function inside(region: Region, x: number, y: number): boolean {
  return (
    x >= region.left &&
    x < region.left + region.width &&
    y >= region.top &&
    y < region.top + region.height
  );
}
