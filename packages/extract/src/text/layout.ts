/**
 * Positioned text as pdf.js and tesseract both deliver it, rebuilt into lines and
 * column segments. Field rules need the geometry: a label and its value may sit on one line
 * far apart, or the value may sit under its label in a table header.
 */

/** A run of text with its box, in page units, y growing downwards. */
export interface TextItem {
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
  /** Recognition confidence 0–1 (1 for a PDF text layer). */
  confidence?: number;
}

/** Text on one line that is separated from its neighbours by a wide gap. */
export interface Segment {
  text: string;
  x0: number;
  x1: number;
  /**
   * The segment's own text height, when it differs from its line's: a small sender line shares
   * its baseline with a larger letterhead in the other column.
   */
  height?: number;
  /**
   * The runs it was joined from, when more than one: a row of table cells printed close
   * together becomes one segment, and a value under a header label is cut back out of it.
   */
  parts?: Array<{ text: string; x0: number; x1: number }>;
}

export interface Line {
  page: number;
  /** Index of the line on its page, top to bottom. */
  index: number;
  y: number;
  height: number;
  segments: Segment[];
  text: string;
  confidence: number;
  /** Whether the words came from a text layer or from OCR; fields report it as their source. */
  source: 'text' | 'ocr';
}

/** A gap wider than this many line heights starts a new segment (a new column). */
const COLUMN_GAP_IN_HEIGHTS = 1.2;
/** Runs further apart than this many line heights are separate words (joined with a space). */
export const WORD_SPACE_IN_HEIGHTS = 0.15;
/** A run starting this many line heights before the previous one ends is another text. */
const OVERLAP_IN_HEIGHTS = 0.5;

export function buildLines(
  items: TextItem[],
  page: number,
  source: Line['source'] = 'text',
): Line[] {
  const usable = items.filter((i) => i.text.trim() !== '' && i.height > 0);
  usable.sort((a, b) => a.y + a.height / 2 - (b.y + b.height / 2) || a.x - b.x);
  const rows: TextItem[][] = [];
  for (const item of usable) {
    const mid = item.y + item.height / 2;
    // Compared with its horizontal neighbour in the row, not the row's first item: a table's
    // cells drift down a little from column to column, and a value belongs with its label.
    let row: TextItem[] | undefined;
    let rowOffset = Infinity;
    for (const r of rows) {
      const first = r[0] as TextItem;
      if (Math.abs(first.y + first.height / 2 - mid) > Math.max(first.height, item.height) * 2) {
        continue;
      }
      const near = nearestInX(r, item);
      const offset = Math.abs(near.y + near.height / 2 - mid);
      if (offset < Math.min(near.height, item.height) * 0.5 && offset < rowOffset) {
        row = r;
        rowOffset = offset;
      }
    }
    if (row) row.push(item);
    else rows.push([item]);
  }
  const lines = rows.map((row) => toLine(row, page, source));
  lines.sort((a, b) => a.y - b.y);
  lines.forEach((l, i) => (l.index = i));
  return lines;
}

/** The item of a row closest to `item` horizontally (overlapping counts as 0). */
function nearestInX(row: TextItem[], item: TextItem): TextItem {
  let best = row[0] as TextItem;
  let bestGap = Infinity;
  for (const other of row) {
    const gap = Math.max(0, other.x - (item.x + item.width), item.x - (other.x + other.width));
    if (gap < bestGap) {
      best = other;
      bestGap = gap;
    }
  }
  return best;
}

function toLine(row: TextItem[], page: number, source: Line['source']): Line {
  row.sort((a, b) => a.x - b.x);
  const height = median(row.map((i) => i.height));
  const segments: Segment[] = [];
  const heights = new Map<Segment, number[]>();
  /** Each segment's first run, kept as its first part once a second run joins it. */
  const runs = new Map<Segment, { text: string; x0: number; x1: number }>();
  let current: Segment | null = null;
  for (const item of row) {
    const text = item.text.replace(/\s+/g, ' ');
    const gap = current ? item.x - current.x1 : Infinity;
    // A run that starts well inside the previous one overlaps it: two texts printed over each
    // other (a right-aligned date on a narrow receipt, a form value over its field), never one word.
    const overlaps = gap < -height * OVERLAP_IN_HEIGHTS;
    if (current && !overlaps && gap < height * COLUMN_GAP_IN_HEIGHTS) {
      const joiner =
        gap > height * WORD_SPACE_IN_HEIGHTS &&
        !current.text.endsWith(' ') &&
        !text.startsWith(' ') &&
        !(source === 'ocr' && splitDecimals(current.text, text))
          ? ' '
          : '';
      current.text += joiner + text;
      current.x1 = Math.max(current.x1, item.x + item.width);
      heights.get(current)?.push(item.height);
      current.parts ??= [];
      current.parts.push({ text: text.trim(), x0: item.x, x1: item.x + item.width });
    } else {
      current = { text, x0: item.x, x1: item.x + item.width };
      runs.set(current, { text: text.trim(), x0: item.x, x1: item.x + item.width });
      segments.push(current);
      heights.set(current, [item.height]);
    }
  }
  for (const s of segments) {
    s.text = s.text.trim();
    const first = runs.get(s);
    if (s.parts && first) s.parts.unshift(first);
    // Letter-spaced capitals ("R E C H N U N G A N" from CSS letter-spacing, as pdf.js reads
    // them) lose the spaces; labels match their words run together (labels/vocabulary.ts).
    if (isLetterSpaced(s.text)) s.text = s.text.replace(/ /g, '');
    const own = median(heights.get(s) ?? []);
    if (own > 0 && Math.abs(own - height) > height * 0.1) s.height = own;
  }
  const confidences = row.map((i) => i.confidence ?? 1);
  return {
    page,
    index: 0,
    y: Math.min(...row.map((i) => i.y)),
    height,
    segments: segments.filter((s) => s.text !== ''),
    text: segments
      .map((s) => s.text)
      .join('   ')
      .trim(),
    confidence: confidences.reduce((a, b) => a + b, 0) / confidences.length,
    source,
  };
}

/**
 * Letter-spaced text as pdf.js reads it: three or more tokens of at most three characters (kerned
 * pairs such as "AT" or "PAY" stay together), most of them a single character.
 */
function isLetterSpaced(text: string): boolean {
  const tokens = text.split(' ');
  if (tokens.length < 3 || tokens.some((t) => t.length === 0 || t.length > 3)) return false;
  return tokens.filter((t) => t.length === 1).length >= tokens.length * 0.6;
}

/**
 * OCR splits an amount at its decimal mark ("106." and "74", "12," and "50"): the cents go with
 * it, as no amount is printed with a space after its decimal mark.
 */
function splitDecimals(before: string, after: string): boolean {
  return /\d[.,]$/.test(before) && /^\d{2}(?!\d)/.test(after);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}
