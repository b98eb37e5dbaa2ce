import { addDays, endOfMonth, findDates } from '../parse/date.js';
import { anyLabel, labelsOf } from '../labels/vocabulary.js';
import type { Line } from '../text/layout.js';
import type { DocumentText } from './document-text.js';
import type { LabelledHit } from './labelled-value.js';

/**
 * Due dates from payment terms written as sentences, template-free:
 * - a date right after a deadline word in a sentence about paying ("Bitte überweisen Sie den
 *   Betrag bis zum 10. April 2021", "het bedrag … vóór 26-02-2021 over te maken", "Paiement
 *   avant le 02/12/2019", "please remit payment no later than …");
 * - days from the issue date ("zahlbar innerhalb von 14 Tagen", "Net 30"), to the end of that
 *   month when the terms say so ("60 gg f.m.", "30 jours fin de mois");
 * - payable at once ("Zahlbar sofort ohne Abzug", "Due on receipt", "Paiement à réception"):
 *   the issue date, unless the same line also gives days or a date ("zahlbar nach Erhalt
 *   innerhalb von 14 Tagen");
 * - with an early-payment discount ("… bis d1 mit 2 % Skonto, … bis d2 netto", "2% discount
 *   if paid within 10 days, otherwise net 30"), the net date: a discount period is always
 *   the shorter one, so the latest date the line gives.
 * A printed date beats one worked out from days.
 */

const DEADLINE = labelsOf('dueBefore');
const PAYMENT = anyLabel('termsPayment');
const DISCOUNT = anyLabel('termsDiscount');
const DAYS = labelsOf('paymentTerms');
const MONTH_END = labelsOf('termsMonthEnd');
const IMMEDIATE = anyLabel('termsImmediate');
const PERCENT = /\d\s?%/;

export interface TermsCandidate {
  value: string;
  /** Where in the line the terms start. */
  at: number;
  /** A date printed in the sentence, not worked out from days. */
  printed: boolean;
  /** The words it was read from ("bis zum", "innerhalb von 14 Tagen"). */
  label: string;
}

/**
 * Sentences of a line: a full stop after a word (not after a day, "10. April") and a capital
 * next starts another one, so a deadline and a payment word must share their sentence.
 */
function sentences(text: string): Array<{ text: string; at: number }> {
  const out: Array<{ text: string; at: number }> = [];
  let start = 0;
  for (const m of text.matchAll(/(?<=\p{L}{2}[.!?])\s+(?=\p{Lu})/gu)) {
    out.push({ text: text.slice(start, m.index), at: start });
    start = m.index + m[0].length;
  }
  out.push({ text: text.slice(start), at: start });
  return out;
}

/** A date right before a deadline word makes a range ("01.03.2025 bis 31.03.2025"), no deadline. */
function endsWithDate(text: string, doc: DocumentText): boolean {
  const last = findDates(text, doc.dateOrder).at(-1);
  return !!last && text.slice(last.index + last.raw.length).trim() === '';
}

/** Everything a line says about when to pay, in the order printed. */
export function termsCandidates(
  text: string,
  doc: DocumentText,
  issueDate: string | null,
): TermsCandidate[] {
  const found: TermsCandidate[] = [];
  for (const sentence of sentences(text)) {
    if (!PAYMENT.test(sentence.text)) continue;
    for (const { re } of DEADLINE) {
      for (const m of sentence.text.matchAll(re)) {
        if (endsWithDate(sentence.text.slice(0, m.index), doc)) continue;
        const rest = sentence.text.slice(m.index + m[0].length);
        const date = findDates(rest, doc.dateOrder)[0];
        if (!date || date.index > 3) continue;
        found.push({ value: date.iso, at: sentence.at + m.index, printed: true, label: m[0] });
      }
    }
  }
  if (issueDate) {
    const taken: Array<[number, number]> = [];
    const daysOf = (m: RegExpMatchArray) => Number(m.slice(1).find((g) => g !== undefined));
    for (const { re } of MONTH_END) {
      for (const m of text.matchAll(re)) {
        const days = daysOf(m);
        if (!days || days > 180) continue;
        taken.push([m.index, m.index + m[0].length]);
        found.push({
          value: endOfMonth(addDays(issueDate, days)),
          at: m.index,
          printed: false,
          label: m[0],
        });
      }
    }
    for (const { re } of DAYS) {
      for (const m of text.matchAll(re)) {
        const days = daysOf(m);
        if (!days || days > 180) continue;
        if (taken.some(([a, b]) => m.index < b && a < m.index + m[0].length)) continue;
        found.push({ value: addDays(issueDate, days), at: m.index, printed: false, label: m[0] });
      }
    }
    if (found.length === 0) {
      const now = IMMEDIATE.exec(text);
      if (now) found.push({ value: issueDate, at: now.index, printed: false, label: now[0] });
    }
  }
  return found.sort((a, b) => a.at - b.at);
}

/** Terms that make a document payable at once ("Zahlbar sofort", "Due on receipt"). */
export function payableAtOnce(label: string): boolean {
  return IMMEDIATE.test(label);
}

/** A line offering an early-payment discount beside its net terms. */
function offersDiscount(text: string, candidates: TermsCandidate[]): boolean {
  return DISCOUNT.test(text) || (PERCENT.test(text) && candidates.length > 1);
}

/** The latest date; a printed one over the same day worked out. */
function latest(candidates: TermsCandidate[]): TermsCandidate {
  return candidates.reduce((best, c) =>
    c.value > best.value || (c.value === best.value && c.printed && !best.printed) ? c : best,
  );
}

/** On a line offering an early-payment discount, the net terms: the latest date it gives. */
export function netTerms(
  text: string,
  doc: DocumentText,
  issueDate: string | null,
): TermsCandidate | null {
  const candidates = termsCandidates(text, doc, issueDate);
  return candidates.length > 0 && offersDiscount(text, candidates) ? latest(candidates) : null;
}

/** The due date a line's terms give: the net one when a discount is offered, printed first. */
export function dueFromLine(
  text: string,
  doc: DocumentText,
  issueDate: string | null,
): TermsCandidate | null {
  const candidates = termsCandidates(text, doc, issueDate);
  if (candidates.length === 0) return null;
  if (offersDiscount(text, candidates)) return latest(candidates);
  return candidates.find((c) => c.printed) ?? (candidates[0] as TermsCandidate);
}

/** The due date from the document's payment terms: a printed deadline first, then days. */
export function dueFromTerms(
  doc: DocumentText,
  issueDate: string | null,
): LabelledHit<string> | null {
  let derived: { line: Line; terms: TermsCandidate } | null = null;
  for (const line of doc.lines) {
    const terms = dueFromLine(line.text, doc, issueDate);
    if (!terms) continue;
    if (terms.printed) return hit(line, terms, 0.75);
    derived ??= { line, terms };
  }
  return derived ? hit(derived.line, derived.terms, 0.7) : null;
}

function hit(line: Line, terms: TermsCandidate, confidence: number): LabelledHit<string> {
  return {
    value: terms.value,
    confidence,
    line,
    labelWeight: confidence,
    where: 'inline',
    label: terms.label,
    labelAt: terms.at,
  };
}

/** The due date the terms give in days from the issue date, printed dates aside. */
export function dueFromDays(doc: DocumentText, issueDate: string): string | null {
  for (const line of doc.lines) {
    const days = termsCandidates(line.text, doc, issueDate).filter((c) => !c.printed);
    const first = days[0];
    if (!first) continue;
    // With a discount offered the net days are the longest.
    return (offersDiscount(line.text, days) ? latest(days) : first).value;
  }
  return null;
}
