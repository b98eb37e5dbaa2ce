import { findDates, type DateOrder } from '../parse/date.js';
import { findAmounts } from '../parse/money.js';
import type { LearnedHint, PositionedLine, TLearnableField } from './learned-hint.js';

export type ValueKind = 'date' | 'amount' | 'code';

export function kindOf(field: TLearnableField): ValueKind {
  if (field === 'totalAmount') return 'amount';
  if (field.endsWith('Date')) return 'date';
  return 'code';
}

/** A value printed on a page: which line and segment, where in the segment, its box. */
export interface Candidate {
  line: PositionedLine;
  segment: number;
  /** Character range of the value in its segment's text. */
  start: number;
  end: number;
  value: string | number;
  box: { x0: number; y0: number; x1: number; y1: number };
}

/** The box around all text of each page: positions are relative to it. */
export function printedAreas(lines: PositionedLine[]) {
  const areas = new Map<number, { x0: number; y0: number; x1: number; y1: number }>();
  for (const line of lines) {
    for (const s of line.segments) {
      const a = areas.get(line.page) ?? {
        x0: Infinity,
        y0: Infinity,
        x1: -Infinity,
        y1: -Infinity,
      };
      a.x0 = Math.min(a.x0, s.x0);
      a.x1 = Math.max(a.x1, s.x1);
      a.y0 = Math.min(a.y0, line.y);
      a.y1 = Math.max(a.y1, line.y + line.height);
      areas.set(line.page, a);
    }
  }
  return areas;
}

/** A value's box, from its character range in the segment (text runs are roughly even). */
function relativeBox(
  line: PositionedLine,
  segment: number,
  start: number,
  end: number,
  area: { x0: number; y0: number; x1: number; y1: number },
) {
  const s = line.segments[segment]!;
  const perChar = (s.x1 - s.x0) / Math.max(1, s.text.length);
  const width = Math.max(1e-6, area.x1 - area.x0);
  const height = Math.max(1e-6, area.y1 - area.y0);
  const clamp = (v: number) => Math.min(1, Math.max(0, v));
  return {
    x0: clamp((s.x0 + start * perChar - area.x0) / width),
    x1: clamp((s.x0 + end * perChar - area.x0) / width),
    y0: clamp((line.y - area.y0) / height),
    y1: clamp((line.y + line.height - area.y0) / height),
  };
}

/** Every value of a kind printed on the document, with its box. */
export function findCandidates(
  lines: PositionedLine[],
  kind: ValueKind,
  options: { dateOrder?: DateOrder; shape?: RegExp | null } = {},
): Candidate[] {
  const areas = printedAreas(lines);
  const out: Candidate[] = [];
  for (const line of lines) {
    const area = areas.get(line.page)!;
    line.segments.forEach((segment, index) => {
      for (const found of valuesIn(segment.text, kind, options)) {
        out.push({
          line,
          segment: index,
          ...found,
          box: relativeBox(line, index, found.start, found.end, area),
        });
      }
    });
  }
  return out;
}

function valuesIn(
  text: string,
  kind: ValueKind,
  options: { dateOrder?: DateOrder; shape?: RegExp | null },
): Array<{ start: number; end: number; value: string | number }> {
  if (kind === 'date') {
    return findDates(text, options.dateOrder ?? 'DMY').map((d) => ({
      start: d.index,
      end: d.index + d.raw.length,
      value: d.iso,
    }));
  }
  if (kind === 'amount') {
    return findAmounts(text)
      .filter((a) => a.explicit)
      .map((a) => ({ start: a.index, end: a.index + a.raw.length, value: a.minor }));
  }
  const shape = options.shape ?? /[A-Za-z0-9][A-Za-z0-9\-/_.]*[A-Za-z0-9]|[0-9]/g;
  const bounded = new RegExp(`(?<![A-Za-z0-9])(?:${shape.source})(?![A-Za-z0-9])`, 'g');
  return [...text.matchAll(bounded)].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
    value: m[0],
  }));
}

/**
 * The shape of a code as a pattern: digit runs match any digits, letter runs any letters,
 * separators themselves; a space may be there or not. "RE-2024-0815" → [A-Za-z]+-\d+-\d+.
 */
export function shapeOf(value: string): string {
  return value.trim().replace(/[A-Za-z]+|\d+|\s+|[^A-Za-z\d\s]/g, (run) => {
    if (/^\d/.test(run)) return '\\d+';
    if (/^[A-Za-z]/.test(run)) return '[A-Za-z]+';
    if (/^\s/.test(run)) return '\\s?';
    return run.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
  });
}

/** Codes compare without the spaces, dots and dashes people type or print in them. */
export function compactCode(value: string): string {
  return value.replace(/[\s.\-/]/g, '').toUpperCase();
}

export function hintShape(hint: LearnedHint): RegExp | null {
  return hint.shape ? new RegExp(hint.shape, 'g') : null;
}
