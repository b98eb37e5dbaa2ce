import { greyHistogram, medianLevel, otsu, type GreyImage } from './deskew.js';
import { floodFromBorder } from './masks.js';

/** Surroundings larger than this share of the picture are no surroundings: a dark page. */
const MAX_SHARE = 0.6;
/** Surroundings smaller than this share are a glyph or a speck at the edge: left alone. */
const MIN_SHARE = 0.002;
/** Pixels this close to the surroundings are its blurred edge against the paper. */
const EDGE_GROWTH = 2;

/**
 * The table, scanner lid or desk around a photographed or scanned page painted paper-white: the
 * dark regions that touch the picture's border. The paper crop (./crop-paper.ts) is a rectangle;
 * a page lying at an angle, or filling most of the picture, keeps dark wedges and strips along
 * the edges. With faded print the grey levels then have three groups (surroundings, ink, paper)
 * and tesseract's one threshold for the page split the surroundings from paper and ink alike:
 * every letter went white and a plainly readable receipt read as nothing; the level stretch
 * (./prepare-image.ts) took the surroundings for ink, and the deskewing read their edge as a
 * text line. Null when nothing is cleared.
 */
export function clearSurroundings({ data, width, height }: GreyImage): Uint8Array | null {
  const size = width * height;
  if (width < 50 || height < 50) return null;
  const step = Math.max(1, Math.floor(size / 200_000));
  const threshold = otsu(data, step);
  // The dark class split again: surroundings darker than the ink of faded print are cleared;
  // paper in a shadow, lighter than its ink, is not (./even-light.ts evens it).
  const deepest = otsu(data, step, threshold);
  const dark = new Uint8Array(size);
  for (let i = 0; i < size; i++) if ((data[i] as number) < deepest) dark[i] = 1;
  const { reached, count } = floodFromBorder(dark, width, height);
  if (count < size * MIN_SHARE || count > size * MAX_SHARE) return null;
  // The paper's own level: the median of the pixels brighter than the split.
  const paper = medianLevel(greyHistogram(data, 3), threshold, 256, threshold);
  const out = Uint8Array.from(data);
  const grown = grow(reached, width, height, EDGE_GROWTH);
  if (!bordersPaper(data, grown, threshold, width, height)) return null;
  for (let i = 0; i < size; i++) if (grown[i]) out[i] = paper;
  return out;
}

/** At least this share of the pixels just outside the surroundings are paper-bright. */
const PAPER_EDGE = 0.5;

/**
 * Whether the region borders the paper: most pixels in a thin ring just outside it are brighter
 * than Otsu's split. A table darker than the print all over ends at the paper's edge; the
 * darkest part of a table lit unevenly (a photo's shadow falling across desk and paper) ends in
 * more table, and painting it white only drew a new edge through the picture (measured on the
 * wild photos with a shadow: the ring was 4–42% paper where clearing lost fields, 52–100% where
 * it gained them, with one exception each way).
 */
function bordersPaper(
  data: Uint8Array,
  region: Uint8Array,
  threshold: number,
  width: number,
  height: number,
): boolean {
  const ring = grow(region, width, height, 3);
  let n = 0;
  let bright = 0;
  for (let i = 0; i < data.length; i++)
    if (ring[i] && !region[i]) {
      n++;
      if ((data[i] as number) >= threshold) bright++;
    }
  return n > 0 && bright >= n * PAPER_EDGE;
}

/** The mask grown by `steps` pixels in the four directions. */
function grow(mask: Uint8Array, width: number, height: number, steps: number): Uint8Array {
  let current = mask;
  for (let s = 0; s < steps; s++) {
    const next = Uint8Array.from(current);
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        const i = y * width + x;
        if (current[i]) continue;
        if (
          (x > 0 && current[i - 1]) ||
          (x < width - 1 && current[i + 1]) ||
          (y > 0 && current[i - width]) ||
          (y < height - 1 && current[i + width])
        )
          next[i] = 1;
      }
    current = next;
  }
  return current;
}
