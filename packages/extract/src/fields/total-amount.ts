import { currencyMentions } from '../parse/currency.js';
import { findAmounts, parseNumber, type Money } from '../parse/money.js';
import type { DocumentText } from './document-text.js';
import { compileRules, findLabelled, type LabelledHit } from './labelled-value.js';

/** Labels of the gross amount to pay, strongest first. Net and tax lines are excluded below. */
const TOTAL_RULES = compileRules([
  {
    pattern: String.raw`(?:total\s+)?amount\s+(?:due|payable|to\s+pay)|balance\s+due|total\s+due|grand\s+total|total\s+(?:amount\s+)?(?:incl(?:uding|\.)?|inc\.?)\s*(?:vat|tax|gst)?|invoice\s+total|total\s+for\s+this\s+invoice|total\s+to\s+pay|amount\s+paid|total\s+paid`,
    weight: 0.95,
  },
  {
    pattern: String.raw`gesamtbetrag|rechnungsbetrag|endbetrag|zahlbetrag|gesamtsumme|bruttobetrag|brutto|zu\s+zahlen(?:der\s+betrag)?|summe\s+brutto|gesamt\s+brutto|total\s+brutto`,
    weight: 0.95,
  },
  {
    pattern: String.raw`(?:total|montant)\s+(?:ttc|à\s+payer|facture)|net\s+à\s+payer|somme\s+à\s+payer|reste\s+à\s+payer|montant\s+total`,
    weight: 0.95,
  },
  {
    pattern: String.raw`te\s+betalen|totaal\s+(?:incl\.?\s+btw|te\s+betalen|bedrag)|factuur\s+totaal|totaalbedrag`,
    weight: 0.95,
  },
  {
    // Plain "Total"/"Summe"/"Totaal", but not "Subtotal", "Total HT", "Total net", "Total VAT".
    pattern: String.raw`(?<!sub\s?)(?:total|totaal|summe|totale|importe\s+total)(?!\s*(?:ht|h\.t\.|net|nett?o|excl|ex\.|exkl|before|hors|vat|tax|tva|mwst|ust|btw|gst|qty|quantity|items?|discount|savings|pages?)(?![\p{L}]))`,
    weight: 0.75,
  },
]);

export type TotalHit = LabelledHit<Money>;

/** The total in minor units of `currency`, re-read when the currency has other minor digits. */
export function totalInCurrency(total: Money, currency: string): number {
  if (total.currency === currency || total.currency === null) return total.minor;
  const number = /\d[\d.,'’\s]*/.exec(total.raw)?.[0].trim() ?? '';
  const parsed = parseNumber(number, currency);
  if (!parsed) return total.minor;
  return total.minor < 0 ? -parsed.minor : parsed.minor;
}

/**
 * Amounts that surely are money: with decimals or a currency mark. "Qty 1" or "20 %" are not.
 * Bare integers pass only when alone in their cell ("Grand Total   1939").
 */
function moneyParser(text: string): Money | null {
  const amounts = findAmounts(text);
  const explicit = amounts.filter((a) => a.explicit);
  if (explicit.length) return explicit[explicit.length - 1] ?? null;
  return amounts.length === 1 && /^\s*[-−]?\d+\s*$/.test(text) ? (amounts[0] ?? null) : null;
}

/**
 * The total: the strongest label wins; among equally strong labels the larger amount, since
 * a gross total is never below the net amounts printed with similar words.
 */
export function findTotal(doc: DocumentText): TotalHit | null {
  const hits = findLabelled(doc, TOTAL_RULES, moneyParser, { below: true, rightmost: true }).filter(
    (h) => h.value.minor > 0,
  );
  let best: TotalHit | null = null;
  for (const hit of hits) {
    if (
      !best ||
      hit.labelWeight > best.labelWeight ||
      (hit.labelWeight === best.labelWeight && hit.value.minor > best.value.minor)
    )
      best = hit;
  }
  if (best) return best;
  // No label at all: the largest amount with a currency mark, at low confidence.
  const marked = findAmounts(doc.text).filter((a) => a.currency);
  const largest = marked.sort((a, b) => b.minor - a.minor)[0];
  const line = doc.lines[0];
  return largest && line
    ? { value: largest, confidence: 0.3, line, labelWeight: 0.3, where: 'inline' }
    : null;
}

const COUNTRY_CUES: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(?:GSTIN|India|Rs\.?\s?\d|Rupees?)\b|₹/i, 'INR'],
  [/\b(?:United Kingdom|VAT Reg(?:istration)? No)\b|£/i, 'GBP'],
  [/\b(?:Schweiz|Suisse|Switzerland|CHE-\d{3}\.\d{3}\.\d{3})\b/i, 'CHF'],
  [/\b(?:TVA|TTC|MwSt|USt|BTW|IVA|Umsatzsteuer)\b/i, 'EUR'],
];

/**
 * The currency: the one printed with the total; else the most mentioned in the document;
 * else a country or tax cue; USD only when nothing hints at all (confidence says so).
 */
export function resolveCurrency(
  doc: DocumentText,
  total: TotalHit | null,
): { value: string; confidence: number } {
  const cue = COUNTRY_CUES.find(([re]) => re.test(doc.text))?.[1];
  const printed = total?.value.currency;
  // OCR often reads ₹ as ¥: a yen sign on a scan full of Indian cues is a rupee sign.
  if (printed && doc.source === 'ocr' && printed === 'JPY' && cue && cue !== printed)
    return { value: cue, confidence: 0.6 };
  if (printed) return { value: printed, confidence: Math.max(0.8, total.confidence) };
  const counts = new Map<string, number>();
  for (const c of currencyMentions(doc.text)) counts.set(c, (counts.get(c) ?? 0) + 1);
  // "$" alone says USD only weakly: other cues for INR etc. may overrule a lone dollar sign.
  const ranked = [...counts.entries()].sort((a, b) => b[1] - a[1]);
  const top = ranked[0];
  if (top) return { value: top[0], confidence: top[1] > 1 ? 0.85 : 0.7 };
  if (cue) return { value: cue, confidence: 0.5 };
  return { value: 'USD', confidence: 0.2 };
}
