import type { Candidate } from './candidates.js';

/** Labels compare by their letters and digits: "Rechnungs-Nr.:" is "rechnungsnr". */
export function labelKey(label: string): string {
  return label
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

/** A label keeps at most this many characters: the words right before the value. */
const MAX_LABEL = 40;

/**
 * The label printed with a value: the text before it in its own segment, else the segment to
 * its left on the line, else the segment above it that overlaps it (a table header or a label
 * stacked over its value). Null when the value stands alone.
 */
export function labelOf(
  candidate: Candidate,
  lines: Candidate['line'][],
): { label: string; placement: 'right' | 'below' } | null {
  const { line, segment, start } = candidate;
  const own = line.segments[segment]!.text.slice(0, start);
  const before = trimLabel(own);
  if (before) return { label: before, placement: 'right' };
  const left = segment > 0 ? trimLabel(line.segments[segment - 1]!.text) : null;
  if (left) return { label: left, placement: 'right' };
  const s = line.segments[segment]!;
  const above = lines
    .filter((l) => l.page === line.page && l.y < line.y && line.y - l.y < line.height * 3)
    .sort((a, b) => b.y - a.y)[0];
  const over = above?.segments.find((o) => o.x0 < s.x1 && o.x1 > s.x0);
  const stacked = over ? trimLabel(over.text) : null;
  return stacked ? { label: stacked, placement: 'below' } : null;
}

/**
 * The label's words: what follows the last word with a digit in it (an earlier value on the same
 * line is no part of this value's label), at most 40 characters, without a trailing colon;
 * null when no letters are left.
 */
function trimLabel(text: string): string | null {
  const words = text.split(/\s+/).filter(Boolean);
  let from = 0;
  words.forEach((w, i) => {
    if (/\d/.test(w)) from = i + 1;
  });
  let label = words
    .slice(from)
    .join(' ')
    .replace(/[\s:#\-–]+$/u, '')
    .trim();
  if (label.length > MAX_LABEL) label = label.slice(-MAX_LABEL).replace(/^\S*\s/, '');
  return /\p{L}/u.test(label) ? label : null;
}

/** Whether a candidate carries the hint's label where the hint saw it. */
export function hasLabel(candidate: Candidate, lines: Candidate['line'][], label: string): boolean {
  const found = labelOf(candidate, lines);
  if (!found) return false;
  const want = labelKey(label);
  const got = labelKey(found.label);
  // The same vendor prints the same label; OCR may misread a letter of a long one.
  return want.length > 0 && editDistance(got, want) <= Math.floor(want.length / 8);
}

function editDistance(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > 2) return Math.abs(a.length - b.length);
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++)
      next[j] = Math.min(
        row[j]! + 1,
        next[j - 1]! + 1,
        row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    row = next;
  }
  return row[b.length]!;
}
