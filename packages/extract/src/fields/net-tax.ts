import { findAmounts, type Money } from '../parse/money.js';
import type { Line } from '../text/layout.js';
import { labelsOf, type CompiledLabel } from '../labels/vocabulary.js';
import type { DocumentText } from './document-text.js';
import { findLabelled, type LabelledHit } from './labelled-value.js';
import { totalInCurrency } from './total-amount.js';

/** Net labels ("Subtotal", "Zwischensumme", "Total HT", "Nettobetrag" ...), ../labels/*.json. */
const NET_RULES = labelsOf('net');
/** Tax labels ("VAT 20%", "MwSt.", "USt", "TVA", "IVA", "BTW" ...). */
const TAX_RULES = labelsOf('tax');
/** Strong grand-total labels: "Total incl. VAT", "Net à payer", "Netto a pagare" hold the total. */
const GROSS = labelsOf('grandTotal').filter((l) => l.weight >= 0.9);

/** A cent either way: net and tax rounded separately may miss the printed total by one. */
const TOLERANCE = 1;
/** Several rates print several tax lines; more than four is a table of something else. */
const MAX_TAX_LINES = 4;

export interface AmountField {
  /** Integer minor units of the document's currency, signed as the total. */
  value: number;
  confidence: number;
  line: Line;
  evidence: string;
}

export interface NetAndTax {
  net: AmountField;
  tax: AmountField;
}

interface Candidate {
  amount: number;
  hit: LabelledHit<Money>;
}

const WHERE = { inline: 'after', right: 'right of', below: 'under' } as const;

/** An amount that surely is money (decimals or a currency mark), or a bare number alone. */
function moneyParser(text: string): Money | null {
  const amounts = findAmounts(text);
  const explicit = amounts.filter((a) => a.explicit);
  if (explicit.length) return explicit[explicit.length - 1] ?? null;
  return amounts.length === 1 && /^\s*[-−]?\d+\s*$/.test(text) ? (amounts[0] ?? null) : null;
}

function cellOf(hit: LabelledHit<unknown>): string {
  return hit.line.segments.find((s) => s.text.includes(hit.label))?.text ?? hit.line.text;
}

/** Where each of the labels matches in a cell, as [start, end). */
function spans(labels: CompiledLabel[], text: string): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (const l of labels) {
    for (const m of text.matchAll(l.re)) out.push([m.index, m.index + m[0].length]);
  }
  return out;
}

/**
 * A net hit whose cell is a gross label reaching beyond the net label ("Net à payer") is the
 * total; "Gesamtbetrag netto" (the gross word inside the net label) stays the net.
 */
function grossCell(hit: LabelledHit<unknown>): boolean {
  const start = hit.labelAt;
  const end = start + hit.label.length;
  return spans(GROSS, cellOf(hit)).some(([a, b]) => a < start || b > end);
}

/** A tax word inside a net or gross label ("Total excl. VAT", "Total incl. VAT") is not a tax. */
function insideOtherLabel(hit: LabelledHit<unknown>): boolean {
  const start = hit.labelAt;
  const end = start + hit.label.length;
  const cell = cellOf(hit);
  return [...spans(GROSS, cell), ...spans(NET_RULES, cell)].some(([a, b]) => a < end && b > start);
}

/** "Allowance (Tax: 0.00%): Discount": a label in parentheses qualifies another one. */
function inParentheses(hit: LabelledHit<unknown>): boolean {
  const before = cellOf(hit).slice(0, hit.labelAt);
  return before.lastIndexOf('(') > before.lastIndexOf(')');
}

/**
 * The best hit per line and amount: several label patterns may match the same cell. A negative
 * amount on a positive document is a discount or a correction, not its net or tax.
 */
function candidates(hits: Array<LabelledHit<Money>>, currency: string, total: number): Candidate[] {
  const best = new Map<string, Candidate>();
  for (const hit of hits) {
    if (inParentheses(hit) || (hit.value.minor < 0 && total > 0)) continue;
    const amount = Math.abs(totalInCurrency(hit.value, currency));
    const key = `${hit.line.page}:${hit.line.y}:${amount}`;
    const seen = best.get(key);
    if (!seen || hit.confidence > seen.hit.confidence) best.set(key, { amount, hit });
  }
  return [...best.values()].sort((a, b) => b.hit.confidence - a.hit.confidence);
}

/** Every set of up to `max` tax lines, on distinct lines, with its sum. */
function taxSets(taxes: Candidate[], max: number): Candidate[][] {
  const sets: Candidate[][] = [];
  const visit = (start: number, chosen: Candidate[]) => {
    if (chosen.length) sets.push(chosen);
    if (chosen.length === max) return;
    for (let i = start; i < taxes.length; i++) {
      const next = taxes[i] as Candidate;
      if (chosen.some((c) => c.hit.line === next.hit.line)) continue;
      visit(i + 1, [...chosen, next]);
    }
  };
  visit(0, []);
  return sets;
}

function field(value: number, hits: Candidate[], name: string, check: string): AmountField {
  const first = hits[0] as Candidate;
  const confidence =
    hits.reduce((sum, c) => sum + c.hit.confidence, 0) / hits.length - 0.05 * (hits.length - 1);
  const labels = hits.map((c) => `${WHERE[c.hit.where]} the label "${c.hit.label}"`).join(' + ');
  return {
    value,
    // The sum check is what makes a labelled amount the net or the tax: it earns confidence.
    confidence: Math.round(Math.min(1, confidence + 0.1) * 100) / 100,
    line: first.hit.line,
    evidence: `${name} ${labels}; ${check}`,
  };
}

/**
 * The net amount and the tax, read next to their labels and kept only when they add up to the
 * total (within a cent): net + tax = total. Several tax lines (one per rate) are summed. Without
 * a total, or when no labelled net and tax add up to it, both stay unset rather than guessed
 * (a receipt printing only the tax has no net here). Signed as the total (credit notes).
 */
export function findNetAndTax(
  doc: DocumentText,
  total: number | null,
  currency: string,
): NetAndTax | null {
  if (total === null || total === 0) return null;
  const target = Math.abs(total);
  const options = { below: true, rightmost: true } as const;
  const nets = candidates(
    findLabelled(doc, NET_RULES, moneyParser, options).filter((h) => !grossCell(h)),
    currency,
    total,
  ).filter((c) => c.amount > 0 && c.amount <= target);
  if (!nets.length) return null;
  const taxes = candidates(
    findLabelled(doc, TAX_RULES, moneyParser, options).filter((h) => !insideOtherLabel(h)),
    currency,
    total,
  )
    .filter((c) => c.amount < target)
    .slice(0, 8);
  if (!taxes.length) return null;

  let best: { net: Candidate; taxes: Candidate[]; score: number } | null = null;
  for (const set of taxSets(taxes, MAX_TAX_LINES)) {
    const tax = set.reduce((sum, c) => sum + c.amount, 0);
    for (const net of nets) {
      // A tax above the net is a swapped pair (or a table of something else), not a tax.
      if (tax > net.amount || Math.abs(net.amount + tax - target) > TOLERANCE) continue;
      if (set.some((c) => c.hit.line === net.hit.line && c.amount === net.amount)) continue;
      const taxConfidence = set.reduce((sum, c) => sum + c.hit.confidence, 0) / set.length;
      const score = net.hit.confidence + taxConfidence - 0.05 * (set.length - 1);
      if (!best || score > best.score + 1e-9) best = { net, taxes: set, score };
    }
  }
  if (!best) return null;
  const sign = total < 0 ? -1 : 1;
  const tax = best.taxes.reduce((sum, c) => sum + c.amount, 0);
  const check =
    best.taxes.length > 1 ? `net + ${best.taxes.length} tax lines = total` : 'net + tax = total';
  return {
    net: field(sign * best.net.amount, [best.net], 'net', check),
    tax: field(sign * tax, best.taxes, 'tax', check),
  };
}
