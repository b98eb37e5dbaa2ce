import { dateOrderOpen, findDates } from '../parse/date.js';
import type { DocumentText } from './document-text.js';
import { anyLabel, labelsOf } from '../labels/vocabulary.js';
import { dueFromDays, dueFromTerms, netTerms } from './payment-terms.js';
import { dueFromDebit } from './debit-date.js';
import { bestHit, compileRules, findLabelled, type LabelledHit } from './labelled-value.js';

/**
 * Issue-date labels of every language, and "Rechnung Nr. 5 vom 3.4.2024", "Facture n° 123 du
 * 02 Juillet 2015", "Invoice 7 dated ...": a date right after the document's number, when
 * that opens its line (a title or subject line; "our" may come first). After other words it
 * names another document: "Korrektur der Rechnung X vom", "Credit for invoice X dated", "Rif.
 * fattura n. X del", "Avoir sur facture n° X du".
 */
const ISSUE_RULES = [
  ...labelsOf('issueDate'),
  ...compileRules([
    {
      pattern: String.raw`(?<=^[^\p{L}\p{N}]*(?:(?:unsere|our|notre|onze|nostra|nuestra)\s+)?)(?:invoice|facture|rechnung|factuur|fattura|factura)\s*(?:n[°ºo]\.?|nr\.?|no\.?|n\.|#)?\s*[\w/.-]*\d[\w/.-]*\s+(?:du|vom|dated|of|van|le|del)`,
      weight: 0.9,
    },
  ]),
];

/** Cells naming another date ("Lieferdatum", "Date de livraison", "Due date"): not the issue date. */
const NOT_ISSUE = new RegExp(
  `${anyLabel('deliveryDate').source}|${anyLabel('dueDate').source}`,
  'iu',
);

const DUE_RULES = labelsOf('dueDate');
const TRANSACTION_RULES = compileRules([
  {
    pattern: String.raw`(?:transaction|purchase|sale|service|delivery|check[\s-]?in)\s+date|date\s+of\s+(?:purchase|sale|service|supply|delivery)`,
    weight: 0.9,
  },
  { pattern: String.raw`kaufdatum|leistungsdatum|lieferdatum|liefertermin`, weight: 0.9 },
  { pattern: String.raw`date\s+(?:d['’]achat|de\s+(?:vente|livraison|prestation))`, weight: 0.9 },
  { pattern: String.raw`leverdatum|aankoopdatum`, weight: 0.9 },
  { pattern: String.raw`check[\s-]?in`, weight: 0.6 },
]);

/** A date at the start of the text after a label; "le 05 Juillet 2015" allows a short word. */
function dateParser(doc: DocumentText) {
  return (text: string): string | null => {
    const found = findDates(text, doc.dateOrder)[0];
    return found && found.index <= 4 ? found.iso : null;
  };
}

export function findIssueDate(doc: DocumentText): LabelledHit<string> | null {
  const hits = findLabelled(doc, ISSUE_RULES, dateParser(doc), { below: true, unless: NOT_ISSUE });
  return bestHit(hits.map((h) => (inRunningText(h) ? { ...h, confidence: h.confidence / 2 } : h)));
}

/**
 * A weak label in lower case inside running text ("Support plan (contract dated 01/02/2023)",
 * "Canone (contratto del 01/01/2023)") dates something the sentence is about, not the document;
 * a label cell opens its cell or is written in capitals ("… DATE 12/03/2024" read by OCR).
 */
function inRunningText(hit: LabelledHit<string>): boolean {
  return hit.labelWeight < 0.9 && hit.labelAt > 0 && /^\p{Ll}/u.test(hit.label);
}

export function findDueDate(
  doc: DocumentText,
  issueDate: string | null,
): LabelledHit<string> | null {
  const labelled = bestHit(findLabelled(doc, DUE_RULES, dateParser(doc), { below: true }));
  if (labelled) {
    // "Zahlbar bis 10.04. mit 2 % Skonto, bis 30.04. netto": the label is the discount's date.
    const net = netTerms(labelled.line.text, doc, issueDate);
    return net && net.value > labelled.value
      ? { ...labelled, value: net.value, label: net.label, labelAt: net.at }
      : labelled;
  }
  // "Bitte überweisen Sie den Betrag bis zum 10. April 2021", "Payment terms: 30 days",
  // "Zahlbar innerhalb von 14 Tagen", "Net 30": a due date by rule. A printed debit date
  // ("wird am 15.03.2025 abgebucht") beats one worked out from days.
  const terms = dueFromTerms(doc, issueDate);
  if (terms && terms.labelWeight >= 0.75) return terms;
  return dueFromDebit(doc, issueDate) ?? terms;
}

export function findTransactionDate(doc: DocumentText): LabelledHit<string> | null {
  return bestHit(findLabelled(doc, TRANSACTION_RULES, dateParser(doc), { below: true }));
}

/**
 * The first date anywhere, for documents that print a date without any label; not one under
 * a label of another date ("Ihre Nachricht vom", "Lieferdatum", "Due date").
 */
export function firstDate(doc: DocumentText): string | null {
  for (const line of doc.lines) {
    let before = '';
    for (const segment of line.segments) {
      for (const date of findDates(segment.text, doc.dateOrder)) {
        if (!NOT_ISSUE.test(before + segment.text.slice(0, date.index))) return date.iso;
      }
      before = segment.text;
    }
  }
  return findDates(doc.text, doc.dateOrder)[0]?.iso ?? null;
}

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/**
 * How well the dates read in one order agree: the due date on or after the issue date and
 * within a few months of it, equal to what printed terms in days give ("Payment due within 30
 * days"), and the document's dates close together.
 */
function consistency(doc: DocumentText): number {
  const issue = findIssueDate(doc)?.value ?? firstDate(doc);
  if (!issue) return 0;
  let score = 0;
  const due = findDueDate(doc, issue)?.value;
  if (due) {
    const gap = daysBetween(issue, due);
    score += gap >= 0 ? 2 : -2;
    if (gap >= 0 && gap <= 120) score += 1;
    if (dueFromDays(doc, issue) === due) score += 2;
  }
  const dates = findDates(doc.text, doc.dateOrder).map((d) => Math.abs(daysBetween(issue, d.iso)));
  score -= dates.filter((d) => d > 366).length * 0.5;
  return score;
}

/**
 * Day-first or month-first decided by consistency when the text leaves it open and the locale
 * cues only guess it (a US invoice re-billing "FedEx Express UK Ltd", a British one with no
 * pound sign): the order in which issue and due date agree (due ≥ issue, near each other, as
 * the terms say) wins; a tie keeps the guess.
 */
export function withConsistentDateOrder(doc: DocumentText): DocumentText {
  if (!dateOrderOpen(doc.text)) return doc;
  const other: DocumentText = { ...doc, dateOrder: doc.dateOrder === 'DMY' ? 'MDY' : 'DMY' };
  return consistency(other) > consistency(doc) ? other : doc;
}
