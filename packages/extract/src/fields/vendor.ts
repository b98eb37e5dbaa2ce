import { normalizeCompanyName } from '../company-name.js';
import { findDates } from '../parse/date.js';
import { LEGAL_FORM_RE } from '../parse/legal-forms.js';
import type { Line } from '../text/layout.js';
import type { DocumentText } from './document-text.js';
import { compileRules, findLabelled } from './labelled-value.js';

export interface VendorHit {
  name: string;
  address: string | null;
  confidence: number;
  line: Line;
}

/** Labels after which the seller's name follows. */
const SELLER_RULES = compileRules([
  {
    pattern: String.raw`from(?=\s*:)|seller|sold\s+by|vendor|supplier|service\s+provider|issued\s+by|bill\s+from|payee|(?:make\s+(?:checks?|cheques?)\s+)?payable\s+to|in\s+favou?r\s+of|received\s+by|account\s+(?:holder|name)`,
    weight: 0.9,
  },
  {
    pattern: String.raw`verkäufer|lieferant|anbieter|rechnungssteller|kontoinhaber(?:in)?|zahlungsempfänger|empfänger\s+der\s+zahlung`,
    weight: 0.9,
  },
  {
    pattern: String.raw`vendeur|fournisseur|émetteur|prestataire|titulaire\s+du\s+compte|bénéficiaire`,
    weight: 0.9,
  },
  {
    pattern: String.raw`verkoper|leverancier|begunstigde|rekeninghouder|ten\s+name\s+van`,
    weight: 0.9,
  },
]);

/** Labels of the customer's block; names right under them are not the vendor. */
const RECIPIENT_RE =
  /(?<![\p{L}])(?:bill(?:ed)?\s+to|ship(?:ped)?\s+to|sold\s+to|invoice\s+to|deliver(?:ed|y)?\s+to|billing\s+address|shipping\s+address|customer|client|buyer|attn|rechnungsadresse|lieferadresse|rechnungsempfänger|kunde|an|adresse\s+de\s+(?:facturation|livraison)|factuuradres|afleveradres|guest\s+name)(?![\p{L}])/iu;

const TITLE_WORDS =
  /^(?:tax\s+|retail\s+|payment\s+|kopie\s+|copy\s+|proforma\s+|pro-forma\s+)?(?:invoice|invoices|rechnung|facture|factuur|factura|fattura|receipt|quittung|reçu|bill|bon|kassenbon|beleg|gutschrift|credit\s+note|avoir|contract|vertrag|contrat|agreement|page|seite|statement|order|bestellung)s?(?:\/bill)?\.?$/i;

const GENERIC_DOMAINS = new Set([
  'gmail',
  'googlemail',
  'yahoo',
  'outlook',
  'hotmail',
  'live',
  'icloud',
  'gmx',
  'web',
  't-online',
  'orange',
  'free',
  'wanadoo',
  'example',
  'aol',
  'protonmail',
  'mail',
]);

/** Something that can be a company name: letters, not a date, number, address, e-mail or URL. */
function parseName(text: string): string | null {
  const name = text
    .replace(/^(?:ATTN|Attn)\s*:?\s*/, '')
    .replace(/\s*[,:;|–-]+\s*$/, '')
    .trim();
  if (name.length < 2 || name.length > 80) return null;
  if (/^[([*•]/.test(name) || /[@|]|https?:|www\./i.test(name)) return null;
  // OCR turns logos and rules into short letter soup ("N VV"); a name has a real word.
  if (!/\p{L}{3}/u.test(name)) return null;
  const letters = name.match(/\p{L}/gu)?.length ?? 0;
  const digits = name.match(/\d/g)?.length ?? 0;
  if (letters < 2 || digits > letters / 2) return null;
  if (/^\d+[\s,]/.test(name) || /\b\d{4,5}\s+\p{Lu}/u.test(name)) return null;
  if (TITLE_WORDS.test(name) || findDates(name, 'DMY').length > 0) return null;
  if (/:\s*$/.test(text.trim())) return null;
  return name;
}

/** Second-level labels of web and e-mail domains in the document ("qualityhosting"). */
function domainLabels(text: string): string[] {
  const labels = new Set<string>();
  for (const m of text.matchAll(
    /(?:@|www\.|https?:\/\/)([a-z0-9-]+(?:\.[a-z0-9-]+)*)\.[a-z]{2,6}\b/gi,
  )) {
    const parts = (m[1] ?? '').toLowerCase().split('.');
    const label = parts[parts.length - 1] ?? '';
    if (label.length >= 3 && !GENERIC_DOMAINS.has(label)) labels.add(label.replace(/-/g, ''));
  }
  return [...labels];
}

function matchesDomain(name: string, domains: string[]): boolean {
  const key = normalizeCompanyName(name).replace(/[^a-z0-9]/g, '');
  return (
    key.length >= 3 &&
    domains.some((d) => d === key || (key.length >= 4 && (d.startsWith(key) || key.startsWith(d))))
  );
}

/** Lines that are in a customer's address block: up to five lines under a recipient label. */
function recipientLines(doc: DocumentText): Set<Line> {
  const zone = new Set<Line>();
  doc.lines.forEach((line, i) => {
    for (const segment of line.segments) {
      if (!RECIPIENT_RE.test(segment.text) || segment.text.length > 40) continue;
      const width = Math.max(segment.x1 - segment.x0, line.height * 8);
      zone.add(line);
      for (const next of doc.lines.slice(i + 1, i + 6)) {
        if (next.page !== line.page) break;
        if (next.segments.some((s) => s.x0 < segment.x0 + width && s.x1 > segment.x0 - line.height))
          zone.add(next);
      }
    }
  });
  return zone;
}

/**
 * Up to three address-like lines right under the vendor's name, in the same column, when the
 * name stands alone as a letterhead; a name after a label ("Titulaire du compte : X") has bank
 * details or order data under it, not an address.
 */
function addressUnder(doc: DocumentText, line: Line, x0: number, name: string): string | null {
  const own = line.segments.find((s) => Math.abs(s.x0 - x0) < line.height);
  if (!own || own.text.replace(/[,\s]+$/, '') !== name) return null;
  const index = doc.lines.indexOf(line);
  const parts: string[] = [];
  // Lines of a neighbouring column interleave with ours, so they are skipped, not stopped at;
  // a blank line ends the block, and so do amounts or sentences (the body has begun).
  let previous = line;
  for (const next of doc.lines.slice(index + 1, index + 8)) {
    if (
      next.page !== line.page ||
      next.y - previous.y > previous.height * 1.8 ||
      parts.length === 3
    )
      break;
    const segment = next.segments.find((s) => Math.abs(s.x0 - x0) < line.height * 2);
    if (!segment) continue;
    if (
      /[:@%#°]|www\.|\b(?:tel|fax|phone|iban|bic|kvk|btw|vat|no|nr)\b|\d[.,]\d{2}\b|\d:\d\d|\.$/i.test(
        segment.text,
      )
    )
      break;
    // After the postcode line only a country (no digits) may follow.
    const afterPostcode = parts.some((p) =>
      /\b\d{4,5}\b|\b[A-Z]{1,2}\d{1,2}[A-Z]? \d[A-Z]{2}\b/.test(p),
    );
    if (afterPostcode && /\d/.test(segment.text)) break;
    parts.push(segment.text.replace(/\s*,\s*$/, ''));
    previous = next;
    if (afterPostcode) break;
  }
  return parts.some((p) => /\d/.test(p)) ? parts.join(', ') : null;
}

/**
 * The vendor, from the strongest of several cues, template-free:
 * - a seller label ("Sold by", "Service Provider", "Titulaire du compte", "Kontoinhaber");
 * - a sender line above the address window ("Name GmbH - Street 1 - 12345 City");
 * - a line with a legal form (GmbH, B.V., Inc. ...), stronger near the top, when repeated,
 *   and near a tax id; the customer's block is excluded;
 * - the first name-like line of the first page;
 * each raised when the name matches a web or e-mail domain printed in the document.
 */
export function findVendor(doc: DocumentText, taxIdLine: Line | null): VendorHit | null {
  const domains = domainLabels(doc.text);
  const recipients = recipientLines(doc);
  const candidates: Array<{ name: string; score: number; line: Line; x0: number }> = [];
  const add = (name: string | null, score: number, line: Line, x0: number) => {
    if (!name) return;
    const bonus = matchesDomain(name, domains) ? 0.1 : 0;
    candidates.push({ name, score: Math.min(1, score + bonus), line, x0 });
  };

  for (const hit of findLabelled(doc, SELLER_RULES, parseName, { below: true })) {
    const segment =
      hit.line.segments.find((s) => s.text.includes(hit.value)) ?? hit.line.segments[0];
    add(hit.value, 0.85, hit.line, segment?.x0 ?? 0);
  }

  const firstPage = doc.lines.filter((l) => l.page === (doc.lines[0]?.page ?? 1));
  const topLines = firstPage.slice(0, 12);
  const taxIdIndex = taxIdLine ? doc.lines.indexOf(taxIdLine) : -1;
  // Normalised once: a long document may hold hundreds of lines with a legal form.
  let normalisedText: string | null = null;
  const occurrences = (key: string) => {
    normalisedText ??= doc.lines.map((l) => normalizeCompanyName(l.text)).join('\n');
    return normalisedText.split(key).length - 1;
  };
  doc.lines.forEach((line, index) => {
    for (const segment of line.segments) {
      const sender = /^(.{2,60}?)\s+[-–·|•]\s+.*\d{4,5}/u.exec(segment.text);
      if (sender && LEGAL_FORM_RE.test(sender[1] ?? ''))
        add(parseName(sender[1] ?? ''), 0.85, line, segment.x0);
      if (!LEGAL_FORM_RE.test(segment.text) || recipients.has(line)) continue;
      const name = parseName(legalNamePart(segment.text));
      if (!name) continue;
      let score = 0.6;
      if (topLines.includes(line)) score += 0.1;
      if (taxIdIndex >= 0 && Math.abs(taxIdIndex - index) <= 8) score += 0.05;
      if (occurrences(normalizeCompanyName(name)) > 1) score += 0.05;
      add(name, score, line, segment.x0);
    }
  });

  for (const line of topLines.slice(0, 6)) {
    // Low OCR confidence at the top of a page is usually a logo read as letters.
    if (recipients.has(line) || line.confidence < 0.6) continue;
    for (const segment of line.segments) {
      const name = parseName(stripTitleWords(segment.text));
      if (name) add(name, 0.5, line, segment.x0);
    }
  }

  candidates.sort((a, b) => b.score - a.score);
  const best = candidates[0];
  if (!best) return null;
  const factor = best.line.source === 'ocr' ? 0.9 : 1;
  return {
    name: best.name,
    address: addressUnder(doc, best.line, best.x0, best.name),
    confidence: Math.round(best.score * factor * 100) / 100,
    line: best.line,
  };
}

const CONNECTORS = new Set([
  'de',
  'du',
  'des',
  'la',
  'le',
  'van',
  'von',
  'der',
  'den',
  'het',
  'und',
  'and',
  'et',
  'of',
  'for',
  'y',
  'di',
  '&',
  '-',
  '+',
]);

/**
 * The company name that ends with the legal form on a line: the run of capitalised words
 * (and connectors such as "de", "van", "&") right before it. "Sold By : WS Retail Services
 * Pvt. Ltd., Warehouse ..." → "WS Retail Services Pvt. Ltd."; "zwischen der Firma Nord GmbH
 * (nachfolgend ...)" → "Nord GmbH".
 */
function legalNamePart(text: string): string {
  const m = LEGAL_FORM_RE.exec(text);
  // "SARL La Bonne Table": a form in front names the whole line.
  if (!m || m.index === 0) return text;
  const end = m.index + m[0].length;
  const tail = /^(?:\s*(?:Ltd\.?|Limited|Co\.?\s*KG|KG))*/.exec(text.slice(end))?.[0] ?? '';
  const words = text
    .slice(0, m.index)
    .replace(/[,\s]+$/, '')
    .split(/\s+/);
  let start = words.length;
  while (start > 0) {
    const word = words[start - 1] ?? '';
    if (/[\p{Lu}\d&]/u.test(word) && !/:$/.test(word)) start--;
    else if (CONNECTORS.has(word.toLowerCase()) && start < words.length) start--;
    else break;
  }
  while (start < words.length && CONNECTORS.has((words[start] ?? '').toLowerCase())) start++;
  const name = words
    .slice(start)
    .filter((w) => !/^(?:Firma|Company|Société|Societe|Firm)$/i.test(w));
  const separator = /,\s*$/.test(text.slice(0, m.index)) ? ', ' : ' ';
  return `${name.join(' ')}${separator}${text.slice(m.index, end)}${tail}`.trim();
}

/** "Amazon Web Services Invoice" → "Amazon Web Services". */
function stripTitleWords(text: string): string {
  return text
    .replace(/\s+(?:tax\s+)?(?:invoice|rechnung|facture|factuur|receipt|quittung)s?\.?$/i, '')
    .trim();
}
