import { addDays } from '../parse/date.js';

/**
 * Days to pay as payment terms write them, in the languages e-invoices come in: "zahlbar
 * innerhalb von 14 Tagen", "30 Tage netto", "within 30 days", "net 30", "à 30 jours",
 * "binnen 14 dagen", "entro 30 giorni", "30 días". Structured discount terms
 * ("#SKONTO#TAGE=14#PROZENT=2.00#") name the discount's days, not the due date, and are skipped.
 */
const DAYS_RE =
  /\b(\d{1,3})\s*(?:Tage[n]?|Kalendertage[n]?|days?|jours?|dagen|giorni|d[ií]as)\b/giu;
const NET_RE = /\bnet(?:to)?\s+(\d{1,3})\b/giu;

/**
 * The due date that payment terms define from the issue date, or null when they name no period.
 * When terms name several periods (a discount within 10 days, net within 30), the longest is the
 * due date: the discount is an offer, the net period the obligation.
 */
export function dueDateFromTerms(terms: string | null, issueDate: string | null): string | null {
  if (!terms || !issueDate) return null;
  const text = terms.replace(/#SKONTO#[^\n]*/giu, ' ');
  const days = [...text.matchAll(DAYS_RE), ...text.matchAll(NET_RE)]
    .map((m) => Number(m[1]))
    .filter((n) => n > 0 && n <= 365);
  return days.length ? addDays(issueDate, Math.max(...days)) : null;
}
