import type { TextItem } from '../text/layout.js';

/** Below this recognition confidence a lone capital is doubtful enough to be a split-off letter. */
const DOUBTFUL = 0.5;
/** A split-off letter stands closer to its word than this many of the word's letter widths. */
const MAX_GAP_IN_LETTERS = 1;

/** The other neighbour must be this many times farther away. */
const CLEARLY_NEARER = 1.5;
/**
 * A word whose letters stand this far apart, for their height, is letter-spaced: capitals set
 * close take about 0.6 of their height each, letter-spaced ones a whole height or more.
 */
const SPACED_PITCH = 0.85;

/** Capitals, with a hyphen or other mark where a hyphenated name was split ("PENNY -MARK"). */
const CAPITALS = /^\p{P}?\p{Lu}{2,}\p{P}?$/u;
const LONE_CAPITAL = /^\p{Lu}$/u;

/**
 * Letter-spaced capitals, as receipts print their merchant's name ("P E N N Y  M A R K T"), make
 * tesseract split a word before its last or after its first letter: "MARK T". Such a letter
 * stands nearer its word than a letter's width, and clearly nearer than to its other neighbour,
 * and it is read with low confidence or its word is letter-spaced (SPACED_PITCH): it is joined
 * to that word. A confident lone capital beside a word set close ("VITAMIN C", "1,99 A"), or
 * one as far from both sides, stays as it is.
 */
export function joinSplitCapitals(words: TextItem[]): TextItem[] {
  const out = words.map((w) => ({ ...w }));
  for (let i = 0; i < out.length; i++) {
    const letter = out[i] as TextItem;
    if (!LONE_CAPITAL.test(letter.text)) continue;
    const left = i > 0 ? gapBetween(out[i - 1] as TextItem, letter) : null;
    const right = i + 1 < out.length ? gapBetween(letter, out[i + 1] as TextItem) : null;
    const doubtful = (letter.confidence ?? 1) < DOUBTFUL;
    const side = pickSide(left, right, out[i - 1], out[i + 1], doubtful);
    if (side === 'left') {
      out.splice(i - 1, 2, merged(out[i - 1] as TextItem, letter));
      i--;
    } else if (side === 'right') out.splice(i, 2, merged(letter, out[i + 1] as TextItem));
  }
  return out;
}

/** The gap between two words on the same line, or null when they are on different lines. */
function gapBetween(a: TextItem, b: TextItem): number | null {
  const sameLine =
    Math.abs(a.y + a.height / 2 - (b.y + b.height / 2)) < Math.min(a.height, b.height) / 2;
  return sameLine ? b.x - (a.x + a.width) : null;
}

function pickSide(
  left: number | null,
  right: number | null,
  before: TextItem | undefined,
  after: TextItem | undefined,
  doubtful: boolean,
): 'left' | 'right' | null {
  const fits = (gap: number | null, word: TextItem | undefined, other: number | null) =>
    gap !== null &&
    word !== undefined &&
    CAPITALS.test(word.text) &&
    (doubtful || word.width / word.text.length >= word.height * SPACED_PITCH) &&
    gap >= 0 &&
    gap < (word.width / word.text.length) * MAX_GAP_IN_LETTERS &&
    (other === null || other >= gap * CLEARLY_NEARER);
  if (fits(left, before, right) && (right === null || (left as number) <= right)) return 'left';
  if (fits(right, after, left)) return 'right';
  return null;
}

function merged(left: TextItem, right: TextItem): TextItem {
  const x1 = Math.max(left.x + left.width, right.x + right.width);
  const y0 = Math.min(left.y, right.y);
  const y1 = Math.max(left.y + left.height, right.y + right.height);
  return {
    text: left.text + right.text,
    x: left.x,
    y: y0,
    width: x1 - left.x,
    height: y1 - y0,
    confidence: Math.min(left.confidence ?? 1, right.confidence ?? 1),
  };
}
