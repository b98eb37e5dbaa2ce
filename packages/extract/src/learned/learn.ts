import type { DateOrder } from '../parse/date.js';
import {
  compactCode,
  findCandidates,
  hintShape,
  kindOf,
  shapeOf,
  type Candidate,
} from './candidates.js';
import { hasLabel, labelOf } from './label.js';
import type { LearnedHint, LearnedValue, PositionedLine, TLearnableField } from './learned-hint.js';

/**
 * What a correction teaches: where the corrected value is printed on the document (its box)
 * and the label next to it. Null when the value is not printed (a typed-in value, a scan that
 * OCR misread): nothing to learn then. When it is printed more than once, the labelled
 * occurrence highest on the first page wins.
 */
export function learnHint(
  field: TLearnableField,
  value: string | number,
  lines: PositionedLine[],
): LearnedHint | null {
  const kind = kindOf(field);
  const matches: Array<{ candidate: Candidate; dateOrder: DateOrder | null; negate: boolean }> = [];
  if (kind === 'date') {
    for (const dateOrder of ['DMY', 'MDY'] as const) {
      for (const candidate of findCandidates(lines, 'date', { dateOrder })) {
        if (candidate.value === value && !matches.some((m) => same(m.candidate, candidate)))
          matches.push({ candidate, dateOrder, negate: false });
      }
    }
  } else if (kind === 'amount') {
    for (const candidate of findCandidates(lines, 'amount')) {
      if (typeof value !== 'number' || Math.abs(candidate.value as number) !== Math.abs(value))
        continue;
      matches.push({
        candidate,
        dateOrder: null,
        negate: value < 0 && (candidate.value as number) > 0,
      });
    }
  } else {
    const shape = new RegExp(shapeOf(String(value)), 'g');
    const want = compactCode(String(value));
    for (const candidate of findCandidates(lines, 'code', { shape })) {
      if (compactCode(String(candidate.value)) === want)
        matches.push({ candidate, dateOrder: null, negate: false });
    }
  }
  if (!matches.length) return null;
  const labelled = matches.map((m) => ({ ...m, label: labelOf(m.candidate, lines) }));
  labelled.sort(
    (a, b) =>
      Number(Boolean(b.label)) - Number(Boolean(a.label)) ||
      a.candidate.line.page - b.candidate.line.page ||
      a.candidate.line.y - b.candidate.line.y,
  );
  const best = labelled[0]!;
  return {
    field,
    label: best.label?.label ?? null,
    placement: best.label?.placement ?? null,
    page: best.candidate.line.page,
    box: best.candidate.box,
    shape: kind === 'code' ? shapeOf(String(value)) : null,
    dateOrder: best.dateOrder,
    negate: best.negate,
  };
}

function same(a: Candidate, b: Candidate): boolean {
  return a.line === b.line && a.segment === b.segment && a.start === b.start;
}

/** Found by its label on the page it was learned on. */
const CONFIDENCE_LABEL_AND_PLACE = 0.95;
/** Found by its label elsewhere (the layout moved, a page was added). */
const CONFIDENCE_LABEL = 0.9;
/** Found by its place alone: the vendor prints it without a label, or the label changed. */
const CONFIDENCE_PLACE = 0.75;
/** How far (in printed-area units) a value may move and still be "in its place". */
const PLACE_RADIUS = 0.12;

/**
 * The values learned hints find on a document: for each hint, the value printed with its label
 * (nearest to where it was learned when there are several), else the value of the field's kind
 * nearest its learned place, if one is close enough. Fields no hint finds are left out.
 */
export function applyHints(hints: LearnedHint[], lines: PositionedLine[]): LearnedValue[] {
  const out: LearnedValue[] = [];
  for (const hint of hints) {
    const kind = kindOf(hint.field);
    const candidates = findCandidates(lines, kind, {
      dateOrder: hint.dateOrder ?? undefined,
      shape: hintShape(hint),
    });
    const scored = candidates.map((candidate) => ({
      candidate,
      labelled: hint.label !== null && hasLabel(candidate, lines, hint.label),
      distance:
        candidate.line.page === hint.page
          ? distance(candidate.box, hint.box)
          : Number.POSITIVE_INFINITY,
    }));
    const labelled = scored.filter((s) => s.labelled).sort((a, b) => a.distance - b.distance);
    const placed = scored
      .filter((s) => s.distance <= PLACE_RADIUS)
      .sort((a, b) => a.distance - b.distance);
    const pick = labelled[0] ?? placed[0];
    if (!pick) continue;
    const confidence = pick.labelled
      ? pick.distance <= PLACE_RADIUS
        ? CONFIDENCE_LABEL_AND_PLACE
        : CONFIDENCE_LABEL
      : CONFIDENCE_PLACE;
    let value = pick.candidate.value;
    if (kind === 'amount' && hint.negate) value = -Math.abs(value as number);
    out.push({
      field: hint.field,
      value,
      confidence,
      label: pick.labelled ? hint.label : null,
    });
  }
  return out;
}

function distance(
  a: { x0: number; y0: number; x1: number; y1: number },
  b: { x0: number; y0: number; x1: number; y1: number },
): number {
  // Codes and dates after a label align left, amounts in a column align right: either edge.
  const dx = Math.min(Math.abs(a.x0 - b.x0), Math.abs(a.x1 - b.x1));
  return Math.hypot(dx, (a.y0 + a.y1) / 2 - (b.y0 + b.y1) / 2);
}
