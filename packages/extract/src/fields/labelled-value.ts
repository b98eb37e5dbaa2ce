import { WORD_SPACE_IN_HEIGHTS, type Line, type Segment } from '../text/layout.js';
import type { DocumentText } from './document-text.js';

/** A label pattern and how much a value found next to it can be trusted (0–1). */
export interface LabelRule {
  pattern: string;
  weight: number;
}

export interface LabelledHit<T> {
  value: T;
  confidence: number;
  line: Line;
  labelWeight: number;
  where: 'inline' | 'right' | 'below';
  /** The label as printed ("Rechnungs-Nr."), for the evidence kept with the field. */
  label: string;
  /** Where the label starts in its cell: 0 when the cell opens with it. */
  labelAt: number;
}

export interface FindOptions<T = unknown> {
  /** Look in the next lines under a label that stands alone (table headers). */
  below?: boolean;
  /** How a cell under a label is read, when stricter than `parse` (a number alone in its cell). */
  parseBelow?: (text: string) => T | null;
  /**
   * For amounts on table rows ("Total  24.99  5.00  29.99"): take the last value of the run of
   * value-only segments to the right instead of the nearest.
   */
  rightmost?: boolean;
  /**
   * Weak labels (weight below 0.9, such as a plain "Date" or "Total") are skipped in a cell
   * that also matches this: "Date de livraison", "Total HT", "Summe netto".
   */
  unless?: RegExp;
}

const POSITION_FACTOR = { inline: 1, right: 0.95, below: 0.85 } as const;

/** Builds a case-insensitive regex matching a label as whole words. */
export function compileRules(rules: LabelRule[]): Array<{ re: RegExp; weight: number }> {
  return rules.map((r) => ({
    re: new RegExp(`(?<![\\p{L}\\p{N}])(?:${r.pattern})(?![\\p{L}])`, 'giu'),
    weight: r.weight,
  }));
}

/**
 * Finds values next to labels: in the same segment after the label ("Invoice No: 123"), in
 * the segment to its right ("Invoice Date:      03/20/2023"), or under a label that is a
 * table-header cell alone. `parse` decides whether a string holds a value of the right kind.
 */
export function findLabelled<T>(
  doc: DocumentText,
  rules: Array<{ re: RegExp; weight: number }>,
  parse: (text: string) => T | null,
  options: FindOptions<T> = {},
): Array<LabelledHit<T>> {
  const hits: Array<LabelledHit<T>> = [];
  let label = '';
  let labelAt = 0;
  const add = (value: T | null, line: Line, weight: number, where: LabelledHit<T>['where']) => {
    if (value === null) return false;
    // OCR may have misread a character even where the layout matched.
    const ocrFactor = line.source === 'ocr' ? 0.9 : 1;
    const confidence =
      weight * POSITION_FACTOR[where] * ocrFactor * Math.min(1, line.confidence + 0.1);
    hits.push({
      value,
      confidence: round(confidence),
      line,
      labelWeight: weight,
      where,
      label,
      labelAt,
    });
    return true;
  };
  doc.lines.forEach((line, lineIndex) => {
    let qualifierOf = -1;
    line.segments.forEach((segment, segmentIndex) => {
      // A qualifier read as a cell of its own belongs to the label before it, not to itself.
      if (segmentIndex <= qualifierOf) return;
      const { text, next } = withQualifiers(line.segments, segmentIndex);
      qualifierOf = next - 1;
      const excluded = options.unless?.test(text) ?? false;
      for (const { re, weight } of rules) {
        if (excluded && weight < 0.9) continue;
        for (const m of text.matchAll(re)) {
          if (insideAddress(text, m.index)) continue;
          label = m[0];
          labelAt = m.index;
          const rest = text.slice(m.index + m[0].length).replace(/^[\s:]+/, '');
          if (rest && add(parse(rest), line, weight, 'inline')) continue;
          const right = line.segments.slice(next);
          if (right.length && add(parseRight(right, parse, options), line, weight, 'right'))
            continue;
          const wrapped = amountUnderCurrency(doc.lines, lineIndex, right[0], parse);
          if (wrapped && add(wrapped.value, wrapped.line, weight, 'right')) continue;
          const labelOnly = rest === '' && m.index <= 2;
          if (options.below && labelOnly) {
            const below = valueBelow(doc.lines, lineIndex, segment, options.parseBelow ?? parse);
            if (below) add(below.value, below.line, weight, 'below');
          }
        }
      }
    });
  });
  return hits;
}

/** A qualifier in brackets ("(Excluding GST)", "(incl. VAT)", "(brutto)"), holding no amount. */
const QUALIFIER_RE = /^\(\s*\p{L}[^()]*\)?$/u;
const AMOUNT_RE = /\d[.,]\d/;

/**
 * The text of a label's cell with the qualifiers in brackets that follow it: a till that prints
 * "Total Sales   (Excluding GST)   :   72.20" with wide gaps is read as several cells, and the
 * label is all of "Total Sales (Excluding GST)". `next` is the index of the first cell after it.
 */
function withQualifiers(segments: Segment[], index: number): { text: string; next: number } {
  let text = segments[index]?.text ?? '';
  let next = index + 1;
  if (!/\p{L}/u.test(text) || AMOUNT_RE.test(text)) return { text, next };
  while (next < segments.length) {
    const qualifier = segments[next]!.text.trim();
    if (!QUALIFIER_RE.test(qualifier) || AMOUNT_RE.test(qualifier)) break;
    text = `${text} ${qualifier}`;
    next += 1;
  }
  return { text, next };
}

/**
 * E-mail and web addresses ("anna@nordhandel.de", "www.atelier-nord.fr", "nordwind.io"): words inside
 * them are no labels (the French seller label "de" is also a top-level domain).
 */
const ADDRESS_RE =
  /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+|(?:https?:\/\/|www\.)\S+|\b[\p{Ll}\p{N}-]+(?:\.[\p{Ll}\p{N}-]+)*\.[a-z]{2,6}\b(?![.\p{L}])/gu;

function insideAddress(text: string, index: number): boolean {
  if (!/[@.]/.test(text)) return false;
  for (const m of text.matchAll(ADDRESS_RE)) {
    if (index >= m.index && index < m.index + m[0].length) return true;
  }
  return false;
}

function parseRight<T>(
  right: Segment[],
  parse: (text: string) => T | null,
  options: FindOptions,
): T | null {
  if (!options.rightmost) {
    for (const segment of right.slice(0, 2)) {
      const value = parse(segment.text);
      if (value !== null) return value;
      if (/\p{L}{3}/u.test(segment.text)) return null;
    }
    return null;
  }
  let last: T | null = null;
  for (const segment of right) {
    const value = parse(segment.text);
    if (value === null) {
      // A word segment after values is the next label; before any value it may be a unit.
      if (/\p{L}{3}/u.test(segment.text) && last !== null) break;
      continue;
    }
    last = value;
  }
  return last;
}

/**
 * A narrow cell that wrapped: the currency alone right of the label ("Totale   EUR") and the
 * amount on the next line under it ("documento   4.387,64").
 */
function amountUnderCurrency<T>(
  lines: Line[],
  lineIndex: number,
  cell: Segment | undefined,
  parse: (text: string) => T | null,
): { value: T; line: Line } | null {
  if (!cell || !/^(?:[A-Z]{3}|[€$£¥₹])$/.test(cell.text)) return null;
  const line = lines[lineIndex] as Line;
  const next = lines[lineIndex + 1];
  if (!next || next.page !== line.page || next.y - line.y > line.height * 1.8) return null;
  const under = next.segments.find(
    (s) => s.x1 > cell.x0 - line.height && s.x0 < cell.x1 + line.height * 8,
  );
  if (!under || under.x1 < cell.x0) return null;
  const value = parse(`${cell.text} ${under.text}`);
  return value === null ? null : { value, line: next };
}

/** The first value in the next few lines whose segment sits under the label's segment. */
function valueBelow<T>(
  lines: Line[],
  lineIndex: number,
  label: Segment,
  parse: (text: string) => T | null,
): { value: T; line: Line } | null {
  const labelLine = lines[lineIndex] as Line;
  const tolerance = labelLine.height;
  for (const line of lines.slice(lineIndex + 1, lineIndex + 4)) {
    if (line.page !== labelLine.page || line.y - labelLine.y > labelLine.height * 6) break;
    const under = line.segments.find(
      (s) => s.x0 < label.x1 + tolerance && s.x1 > label.x0 - tolerance,
    );
    if (!under) continue;
    // Cells joined into one segment: the runs under the label first, then the whole segment.
    const own = under.parts ? cellUnder(under, label, tolerance, line.height) : '';
    const value = (own ? parse(own) : null) ?? parse(under.text);
    if (value !== null) return { value, line };
    // Another label in between heads the column from there ("FACTURE" over a grid's "Réf.
    // commande" and its value); the second line of a wrapped label ("Rechnungs-" "nummer") does not.
    if (!continuesLabel(label.text, under.text)) return null;
  }
  return null;
}

/** Whether a cell under a label is the label's second line: after a hyphen, or in lower case. */
function continuesLabel(label: string, cell: string): boolean {
  return /-\s*$/.test(label) || /^\p{Ll}/u.test(cell.trim());
}

/**
 * The cell under a label cut out of a segment of several cells printed close together ("K/2026/730
 * 13 de agosto de 2021 54558"): the runs from the first one that starts under the label, as long
 * as they follow each other like words (a wider gap starts the next cell).
 */
function cellUnder(segment: Segment, label: Segment, tolerance: number, height: number): string {
  const parts = segment.parts ?? [];
  const first = parts.findIndex(
    (p) => p.x0 >= label.x0 - tolerance && p.x0 <= label.x1 + tolerance,
  );
  if (first < 0) return '';
  let previous = parts[first]!;
  let text = previous.text;
  for (const part of parts.slice(first + 1)) {
    const gap = part.x0 - previous.x1;
    if (gap > height * WORD_GAP_IN_HEIGHTS) break;
    // Runs split inside a word ("Nov" "ý") join without a space, as the line's text does.
    text += (gap > height * WORD_SPACE_IN_HEIGHTS ? ' ' : '') + part.text;
    previous = part;
  }
  return text;
}

/** Runs closer than this many line heights are words of one cell; wider gaps part cells. */
const WORD_GAP_IN_HEIGHTS = 0.5;

/**
 * Whether the cell holds a hit's label, or its start when the label goes on into a qualifier
 * read as a cell of its own ("Total Sales" of "Total Sales (Inclusive of GST)").
 */
export function holdsLabel(cell: Segment, hit: LabelledHit<unknown>): boolean {
  const start = cell.text.slice(hit.labelAt);
  return cell.text.includes(hit.label) || (start.length > 0 && hit.label.startsWith(start));
}

/**
 * The cell that holds a hit's label: on the value's own line, or for a value found under its
 * label on one of the three lines above it (as far as `valueBelow` looks).
 */
export function labelCell(doc: DocumentText, hit: LabelledHit<unknown>): Segment | undefined {
  if (hit.where !== 'below') return hit.line.segments.find((s) => holdsLabel(s, hit));
  const index = doc.lines.indexOf(hit.line);
  for (const above of doc.lines.slice(Math.max(0, index - 3), index).reverse()) {
    const cell = above.segments.find((s) => holdsLabel(s, hit));
    if (cell) return cell;
  }
  return undefined;
}

/** The line that holds a hit's label (see `labelCell`). */
export function labelLine(doc: DocumentText, hit: LabelledHit<unknown>): Line | undefined {
  const cell = labelCell(doc, hit);
  return cell && doc.lines.find((l) => l.segments.includes(cell));
}

/** The best hit: highest confidence, then the earliest in the document. */
export function bestHit<T>(hits: Array<LabelledHit<T>>): LabelledHit<T> | null {
  let best: LabelledHit<T> | null = null;
  for (const hit of hits) if (!best || hit.confidence > best.confidence) best = hit;
  return best;
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}
