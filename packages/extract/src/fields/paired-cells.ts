import { anyLabel, type LabelField } from '../labels/vocabulary.js';
import { findDates } from '../parse/date.js';
import type { Line, Segment } from '../text/layout.js';

/**
 * ERP forms print two values in one box under one label: "Belegnummer / Datum" over
 * "90012345 / 12.03.2025", "Invoice No. / Date" over "INV-88 / 03/12/2025", "Ihre Bestellung /
 * vom". Read whole, the label has no value of its own ("/ Datum" is no number) and the value no
 * label. Before the field rules run, such a cell and its value are split into one cell per
 * label, each value under (or right of) its own label, so every rule reads them as any other
 * label and value.
 */

/** Labels that open the first half: values of the document and its references. */
const HEAD_FIELDS: LabelField[] = ['invoiceNumber', 'issueDate', 'dueDate', 'deliveryDate'];
/** A half label: letters, dots, hyphens, at most three words. */
const HALF = /^[\p{L}#°º][\p{L}.\-#°º]*(?:\s[\p{L}.\-#°º]+){0,2}$/u;
/** The value follows on the next line within this many line heights. */
const NEXT_LINE_IN_HEIGHTS = 1.8;

let heads: RegExp | null = null;
const headLabel = () =>
  (heads ??= new RegExp(`^(?:${HEAD_FIELDS.map((f) => anyLabel(f).source).join('|')})\\.?$`, 'iu'));

/** "Belegnummer / Datum" → its two halves, when the first is a value label. */
function labelHalves(text: string): [string, string] | null {
  const parts = text.split(/\s*\/\s*/);
  if (parts.length !== 2) return null;
  const [a, b] = parts as [string, string];
  if (!HALF.test(a) || !HALF.test(b) || !headLabel().test(a)) return null;
  return [a, b];
}

/** "90012345 / 12.03.2025" → two values; "90012345/12.03.2025" only when a date follows. */
function valueHalves(text: string): [string, string] | null {
  const spaced = text.split(/\s+\/\s+/);
  if (spaced.length === 2 && spaced.every((p) => p.trim())) return spaced as [string, string];
  const at = text.indexOf('/');
  if (at <= 0) return null;
  const [a, b] = [text.slice(0, at).trim(), text.slice(at + 1).trim()];
  const date = findDates(b, 'DMY')[0];
  return a && !/\s/.test(a) && date && date.raw.length >= b.length - 1 ? [a, b] : null;
}

/** A cell cut at a character: the left part and the right one, by the width of a character. */
function cut(s: Segment, halves: [string, string]): [Segment, Segment] {
  const perChar = (s.x1 - s.x0) / Math.max(1, s.text.length);
  const [a, b] = halves;
  const aEnd = s.x0 + a.length * perChar;
  return [
    { text: a, x0: s.x0, x1: aEnd },
    { text: b, x0: s.x1 - b.length * perChar, x1: s.x1 },
  ];
}

const lineText = (segments: Segment[]) => segments.map((s) => s.text).join('   ');

export function splitPairedCells(lines: Line[]): Line[] {
  const out = lines.map((l) => ({ ...l, segments: [...l.segments] }));
  out.forEach((line, i) => {
    for (const cell of [...line.segments]) {
      const halves = labelHalves(cell.text);
      if (!halves) continue;
      // The value right of the cell on its line, or under it on the next.
      const right = line.segments.find((s) => s.x0 > cell.x1);
      const next = out[i + 1];
      const under =
        next &&
        next.page === line.page &&
        next.y - line.y <= line.height * NEXT_LINE_IN_HEIGHTS &&
        next.segments.find((s) => s.x0 < cell.x1 && s.x1 > cell.x0 - line.height);
      const target = right && valueHalves(right.text) ? { line, seg: right } : null;
      const below = !target && under && valueHalves(under.text) ? { line: next, seg: under } : null;
      const value = target ?? below;
      if (!value) continue;
      const [la, lb] = cut(cell, halves);
      const [va, vb] = cut(value.seg, valueHalves(value.seg.text)!);
      // Under its label: the second value starts where the second label does.
      if (below) {
        vb.x0 = Math.min(vb.x0, lb.x0);
        va.x1 = Math.min(va.x1, vb.x0 - 1);
      }
      line.segments = line.segments.flatMap((s) => (s === cell ? [la, lb] : [s]));
      value.line.segments = value.line.segments.flatMap((s) => (s === value.seg ? [va, vb] : [s]));
      if (target) {
        // "Nr. / Datum   123 / 01.02.2025" → "Nr.   123   Datum   01.02.2025", in four slices.
        const slice = (value.seg.x1 - cell.x0) / 4;
        const order = [la, va, lb, vb];
        order.forEach((s, k) =>
          Object.assign(s, { x0: cell.x0 + k * slice, x1: cell.x0 + (k + 0.8) * slice }),
        );
        line.segments = line.segments.filter((s) => !order.includes(s));
        const at = line.segments.findIndex((s) => s.x0 > cell.x0);
        line.segments.splice(at < 0 ? line.segments.length : at, 0, ...order);
      }
      line.text = lineText(line.segments);
      value.line.text = lineText(value.line.segments);
    }
  });
  return out;
}
