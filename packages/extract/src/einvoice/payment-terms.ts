import { addDays, endOfMonth, toIso } from '../parse/date.js';

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
 * A clause that offers a discount for paying early ("3% Skonto innerhalb 10 Tagen bis
 * 15.06.2018", "2 % discount if paid within 2 days"): its days and dates are the discount's, not
 * the due date.
 */
const DISCOUNT_RE = /skonto|discount|escompte|sconto|descuento|korting|rabatt/iu;

/** "... 30 jours fin de mois", "30 days end of month", "30 Tage zum Monatsende". */
const END_OF_MONTH_RE =
  /fin\s+de\s+mois|end\s+of\s+(?:the\s+)?month|monatsende|ultimo|fine\s+mese/iu;

/** Dates written in terms: day first (04.07.2018, 04/07/2018) or ISO (2018-07-04). */
const DATE_RE = /\b(\d{1,2})[./](\d{1,2})[./](\d{4})\b|\b(\d{4})-(\d{2})-(\d{2})\b/gu;

/** A clause about when something was delivered or done, not when to pay. */
const PERIOD_RE = /leistung|liefer|deliver|période|periode|period|zeitraum|livraison/iu;

/** How far after the issue date a date in the terms can still be the due date. */
const MAX_DAYS = 365;

/**
 * The terms cut into clauses: lines, sentences and comma-separated parts ("30 Tage netto, 2 %
 * Skonto innerhalb 10 Tagen"). A comma inside a number ("2,0 %") does not cut.
 */
function clauses(terms: string): string[] {
  return terms
    .replace(/#SKONTO#[^\n]*/giu, ' ')
    .split(/\n|;|,(?=\s)|\.(?=\s|$)/u)
    .map((c) => c.trim())
    .filter(Boolean);
}

/**
 * The due date that payment terms define, or null when they define none:
 * - a date the terms state for paying ("zahlbar bis 04.07.2018", "wird am 20.03.2018 eingezogen",
 *   "fällig zum 04.02.2021") is the due date; of several, the latest (the net date, not a
 *   discount's);
 * - else a period from the issue date ("30 Tage netto"); of several, the longest (the discount is
 *   an offer, the net period the obligation); "fin de mois" moves it to the month's end.
 * Clauses about a discount count for neither, so "Bei Zahlung innerhalb 14 Tagen 2 % Skonto"
 * alone defines no due date.
 */
export function dueDateFromTerms(terms: string | null, issueDate: string | null): string | null {
  if (!terms || !issueDate) return null;
  const binding = clauses(terms).filter((c) => !DISCOUNT_RE.test(c));
  const latest = addDays(issueDate, MAX_DAYS);
  const dates = binding
    .filter((c) => !PERIOD_RE.test(c))
    .flatMap((c) => [...c.matchAll(DATE_RE)])
    .map((m) =>
      m[3] ? toIso(Number(m[3]), Number(m[2]), Number(m[1])) : toIso(+m[4]!, +m[5]!, +m[6]!),
    )
    .filter((d): d is string => d !== null && d >= issueDate && d <= latest)
    .sort();
  if (dates.length) return dates[dates.length - 1]!;
  let due: string | null = null;
  for (const clause of binding) {
    const days = [...clause.matchAll(DAYS_RE), ...clause.matchAll(NET_RE)]
      .map((m) => Number(m[1]))
      .filter((n) => n > 0 && n <= MAX_DAYS);
    if (!days.length) continue;
    let date = addDays(issueDate, Math.max(...days));
    if (END_OF_MONTH_RE.test(clause)) date = endOfMonth(date);
    if (due === null || date > due) due = date;
  }
  return due;
}
