import { otsu, type GreyImage } from './deskew.js';

/**
 * Which way a picture's text lines run: across (upright or upside down) or down (a quarter
 * turned: a receipt laid sideways on a scanner), or unsure. Told from the print itself, before
 * any reading, by the nearest-neighbour directions of its letters (O'Gorman's docstrum): letters
 * of a line stand closer to each other than to the lines above and below, so the nearest
 * neighbour of most letters lies along their line. Projection profiles (./deskew.ts) cannot
 * tell: a till receipt's columns (names, then prices) cut as sharp a profile across its lines
 * as the lines cut along them.
 */
export type LineDirection = 'across' | 'down' | 'unsure';

/** The sampled grid's longer side at most, so a 300 dpi page costs tens of milliseconds. */
const SAMPLE = 1500;
/** Fewer votes (letters and run-together words) than this say nothing sure about the lines. */
const MIN_VOTES = 40;
/** One direction must win by this factor over the other to be sure. */
const MAJORITY = 3;
/** A neighbour counts for a direction when it lies at least this many times further along it. */
const ALONG = 2;

interface Glyph {
  x: number;
  y: number;
  width: number;
  height: number;
  size: number;
}

export function lineDirection(image: GreyImage): LineDirection {
  const blobs = components(image);
  const letters = letterSized(blobs);
  const words = runTogether(blobs, letters);
  const { across, down } = neighbourVotes(
    letters.filter((l) => !words.has(l)),
    letters,
    shapeVotes(words),
  );
  if (across + down < MIN_VOTES) return 'unsure';
  if (across >= down * MAJORITY) return 'across';
  if (down >= across * MAJORITY) return 'down';
  return 'unsure';
}

/** Blobs of ink (8-connected) on a grid of cells over the picture: centre, box and size. */
function components({ data, width, height }: GreyImage): Glyph[] {
  const step = Math.max(1, Math.ceil(Math.max(width, height) / SAMPLE));
  const columns = Math.ceil(width / step);
  const rows = Math.ceil(height / step);
  const threshold = otsu(data, Math.max(1, Math.floor(data.length / 200_000)));
  const ink = new Uint8Array(columns * rows);
  // A cell is ink when any pixel in it is: thin strokes sampled at points fall apart in pieces.
  for (let y = 0; y < height; y++) {
    const row = Math.floor(y / step) * columns;
    for (let x = 0; x < width; x++)
      if ((data[y * width + x] as number) < threshold) ink[row + Math.floor(x / step)] = 1;
  }
  const seen = new Uint8Array(columns * rows);
  const stack = new Int32Array(columns * rows);
  const glyphs: Glyph[] = [];
  for (let start = 0; start < ink.length; start++) {
    if (!ink[start] || seen[start]) continue;
    let top = 1;
    stack[0] = start;
    seen[start] = 1;
    let [x0, y0, x1, y1] = [columns, rows, 0, 0];
    while (top > 0) {
      const at = stack[--top] as number;
      const x = at % columns;
      const y = (at - x) / columns;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      if (y > y1) y1 = y;
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= columns || ny >= rows) continue;
          const next = ny * columns + nx;
          if (ink[next] && !seen[next]) {
            seen[next] = 1;
            stack[top++] = next;
          }
        }
    }
    const [w, h] = [x1 - x0 + 1, y1 - y0 + 1];
    glyphs.push({ x: (x0 + x1) / 2, y: (y0 + y1) / 2, width: w, height: h, size: Math.max(w, h) });
  }
  return glyphs;
}

/** Blobs about as big as most: letters, not specks, rules, logos or the paper's shadow. */
function letterSized(blobs: Glyph[]): Glyph[] {
  const sized = blobs.filter((b) => b.size >= 3);
  if (sized.length === 0) return [];
  const sizes = sized.map((b) => b.size).sort((a, b) => a - b);
  const median = sizes[Math.floor(sizes.length / 2)] as number;
  return sized.filter((b) => b.size >= median / 2 && b.size <= median * 2);
}

/** Long in one direction, at least 2.5 times its thickness. */
const ELONGATED = 2.5;

/**
 * Blurred or tightly set print runs its letters together into words, and the nearest neighbour
 * of a word is often the word below (a column of item names). Such blobs vote by their own
 * shape instead: a word is long along its line. They are the blobs long in one direction and at
 * least as thick as most letters are: a "1" or an "l" is long across its line, but thin.
 */
function runTogether(blobs: Glyph[], letters: Glyph[]): Set<Glyph> {
  const thickness = letters.map((b) => Math.min(b.width, b.height)).sort((a, b) => a - b);
  const usual = thickness[Math.floor(thickness.length / 2)] ?? Infinity;
  return new Set(
    blobs.filter(
      (b) =>
        Math.min(b.width, b.height) >= usual &&
        Math.max(b.width, b.height) >= Math.min(b.width, b.height) * ELONGATED,
    ),
  );
}

function shapeVotes(words: Set<Glyph>): Votes {
  let across = 0;
  for (const word of words) if (word.width > word.height) across++;
  return { across, down: words.size - across };
}

interface Votes {
  across: number;
  down: number;
}

/**
 * The votes of `voters` by where their nearest neighbour among `glyphs` lies: along a line
 * across, or down; added to `votes`.
 */
function neighbourVotes(voters: Glyph[], glyphs: Glyph[], votes: Votes): Votes {
  const cell = Math.max(...glyphs.map((g) => g.size)) * 2;
  const grid = new Map<string, Glyph[]>();
  const key = (x: number, y: number) => `${Math.floor(x / cell)},${Math.floor(y / cell)}`;
  for (const g of glyphs) {
    const k = key(g.x, g.y);
    const list = grid.get(k);
    if (list) list.push(g);
    else grid.set(k, [g]);
  }
  let { across, down } = votes;
  for (const g of voters) {
    let best: Glyph | null = null;
    let bestDistance = Infinity;
    const cx = Math.floor(g.x / cell);
    const cy = Math.floor(g.y / cell);
    for (let i = -1; i <= 1; i++)
      for (let j = -1; j <= 1; j++)
        for (const other of grid.get(`${cx + i},${cy + j}`) ?? []) {
          if (other === g) continue;
          const d = (other.x - g.x) ** 2 + (other.y - g.y) ** 2;
          if (d < bestDistance) [best, bestDistance] = [other, d];
        }
    if (!best) continue;
    const dx = Math.abs(best.x - g.x);
    const dy = Math.abs(best.y - g.y);
    if (dx >= dy * ALONG) across++;
    else if (dy >= dx * ALONG) down++;
  }
  return { across, down };
}
