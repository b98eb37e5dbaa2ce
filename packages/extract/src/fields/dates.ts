import { addDays, findDates } from '../parse/date.js';
import type { DocumentText } from './document-text.js';
import { bestHit, compileRules, findLabelled, type LabelledHit } from './labelled-value.js';

const ISSUE_RULES = compileRules([
  {
    pattern: String.raw`(?:invoice|bill|billing|issue|receipt)\s+date|date\s+(?:of\s+)?(?:issue|invoice)|issued(?:\s+on)?|invoiced\s+on`,
    weight: 0.95,
  },
  {
    pattern: String.raw`rechnungsdatum|ausstellungsdatum|belegdatum|rechnungs-datum|datum\s+der\s+rechnung`,
    weight: 0.95,
  },
  {
    pattern: String.raw`date\s+(?:de\s+(?:la\s+)?)?(?:facture|facturation|d['’]émission|emission)`,
    weight: 0.95,
  },
  { pattern: String.raw`factuur\s?datum|datum\s+factuur`, weight: 0.95 },
  {
    // "Facture n° 123 du 02 Juillet 2015", "Rechnung Nr. 5 vom 3.4.2024", "Invoice 7 dated ..."
    pattern: String.raw`(?:invoice|facture|rechnung|factuur)\s*(?:n[°ºo]\.?|nr\.?|no\.?|#)?\s*[\w/.-]*\d[\w/.-]*\s+(?:du|vom|dated|of|van|le)`,
    weight: 0.9,
  },
  {
    // Plain "Date" is the issue date unless another word says which date it is.
    pattern: String.raw`(?<!(?:due|order|delivery|shipping|ship|start|end|expiry|expiration|birth|in|out|payment|limite|de)\s)(?:date|datum|dated|fecha|data)(?!\s+(?:limite|de\s+(?:commande|livraison|fin|début)|d['’]échéance))`,
    weight: 0.6,
  },
  {
    pattern: String.raw`(?:order|bestell|commande|order)\s*(?:date|datum)|date\s+de\s+commande|orderdatum`,
    weight: 0.4,
  },
]);

const DUE_RULES = compileRules([
  {
    pattern: String.raw`due\s+date|payment\s+due(?:\s+date)?|due\s+(?:on|by)|pay(?:able)?\s+by|date\s+due|due(?=\s*:)`,
    weight: 0.95,
  },
  {
    pattern: String.raw`fällig(?:keitsdatum|\s+am|\s+bis)?|zahlbar\s+bis|zahlungsziel|zu\s+zahlen\s+bis`,
    weight: 0.95,
  },
  {
    pattern: String.raw`(?:date\s+d['’])?échéance|date\s+limite\s+de\s+paiement|à\s+payer\s+avant(?:\s+le)?|payable\s+avant(?:\s+le)?`,
    weight: 0.95,
  },
  { pattern: String.raw`vervaldatum|vervaldag|te\s+betalen\s+voor`, weight: 0.95 },
]);

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
  return bestHit(findLabelled(doc, ISSUE_RULES, dateParser(doc), { below: true }));
}

export function findDueDate(
  doc: DocumentText,
  issueDate: string | null,
): LabelledHit<string> | null {
  const labelled = bestHit(findLabelled(doc, DUE_RULES, dateParser(doc), { below: true }));
  if (labelled || !issueDate) return labelled;
  // "Payment terms: 30 days", "Zahlbar innerhalb von 14 Tagen", "Net 30": a due date by rule.
  const terms =
    /(?:net|within|innerhalb(?:\s+von)?|sous|dans\s+les|binnen)\s+(\d{1,3})\s*(?:days|tage[n]?|jours|dagen)|net\s+(\d{1,3})(?!\d)|(?:payment\s+terms|zahlungsbedingungen|conditions\s+de\s+paiement|betalingstermijn)\s*:?\s*(\d{1,3})\s*(?:days|tage|jours|dagen)/i.exec(
      doc.text,
    );
  const days = Number(terms?.[1] ?? terms?.[2] ?? terms?.[3]);
  if (!days) return null;
  const line = doc.lines[0];
  if (!line) return null;
  return {
    value: addDays(issueDate, days),
    confidence: 0.5,
    line,
    labelWeight: 0.5,
    where: 'inline',
  };
}

export function findTransactionDate(doc: DocumentText): LabelledHit<string> | null {
  return bestHit(findLabelled(doc, TRANSACTION_RULES, dateParser(doc), { below: true }));
}

/** The first date anywhere, for documents that print a date without any label. */
export function firstDate(doc: DocumentText): string | null {
  return findDates(doc.text, doc.dateOrder)[0]?.iso ?? null;
}
