import { normalizeCompanyName } from '../company-name.js';
import { withoutCurrencies } from '../parse/currency.js';
import { findDates, MALAYSIAN_PLACES } from '../parse/date.js';
import { registrationMarked, withoutRegistration } from './registration-mark.js';
import { LEGAL_FORM_RE, UG_SUFFIX_RE } from '../parse/legal-forms.js';
import type { Line, Segment } from '../text/layout.js';
import type { DocumentText } from './document-text.js';
import { anyLabel, labelsOf, onlyLabel } from '../labels/vocabulary.js';
import { NAME_LABEL_RE, nameInBlockUnder, nameUnderSellerLabel } from './seller-column.js';
import { findLabelled } from './labelled-value.js';
import { legalNameUnder, wrappedName } from './trade-name.js';
import { nameAcrossCells } from './spaced-name.js';
import { MARK_SEPARATOR, PART_SEPARATOR, PART_SEPARATOR_SOURCE } from '../text/separators.js';
import { footerBlocks, isCapitalStatement, isFooterLine } from './footer.js';

export interface VendorHit {
  name: string;
  address: string | null;
  confidence: number;
  line: Line;
  /** Left edge of the name's cell, for what is printed in its block. */
  x0: number;
  /** Why this candidate won, for fieldMeta. */
  evidence: string;
}

/** Labels after which the seller's name follows (../labels/*.json). */
const SELLER_RULES = labelsOf('seller', 0.9);

/** The cells of the customer's address block(s). */
export type RecipientZone = Set<Segment>;

/** Labels of the customer's block; names right under them are not the vendor. */
const RECIPIENT_RE = anyLabel('buyer');

/**
 * The sender line printed small above a window address: "Name GmbH · Street 1 · 12345 City"
 * (or a British or Irish postcode: "Leeds LS1 4DT", "Galway H91 K7P2").
 * Its first part is the seller; the lines under it are the recipient's address.
 */
const SENDER_RE = new RegExp(
  String.raw`^(.{2,60}?)(?:${PART_SEPARATOR_SOURCE}|\s+,\s+)(.*(?:\d{4,5}|\b[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}\b).*)$`,
  'u',
);

const TITLE_WORDS =
  /^(?:tax\s+|retail\s+|payment\s+|kopie\s+|copy\s+|proforma\s+|pro-forma\s+)?(?:invoice|invoices|rechnung|facture|factuur|factura|fattura|receipt|quittung|reçu|bill|bon|kassenbon|beleg|gutschrift|credit\s+note|avoir|contract|vertrag|contrat|agreement|page|seite|statement|order|bestellung)s?(?:\/bill)?\.?$/i;

const TITLE_ONLY = onlyLabel('title');
const LABEL_ONLY = (
  [
    'buyer',
    'seller',
    'vatId',
    'grandTotal',
    'subtotal',
    'invoiceNumber',
    'issueDate',
    'dueDate',
    'deliveryDate',
    'tax',
    'tender',
    'change',
    // An item table's header ("Item", "Description", "Qty"): a cell of it heads no letterhead.
    'itemHeader',
  ] as const
).map((f) => onlyLabel(f));

const TOTALS_LABEL_ONLY = (['subtotal', 'grandTotal'] as const).map((f) => onlyLabel(f));

/**
 * The lines of a page's head: those above its totals block. A line that is a subtotal or total
 * label, alone or before its amount ("Sub Total", "GRAND TOTAL   102.80"), ends it: what follows
 * is the totals block of a page whose head OCR lost or a crop cut off ("Service Chra (10%)"),
 * never a letterhead. A name that holds the word ("TOTAL FITNESS") is no label alone.
 */
function pageHead(lines: Line[]): Line[] {
  const end = lines.findIndex((line) => {
    const label = line.text.replace(/\s*(?:RM\s?)?-?\d[\d.,]*\)?\s*$/i, '');
    return TOTALS_LABEL_ONLY.some((re) => re.test(label));
  });
  return end < 0 ? lines : lines.slice(0, end);
}

/**
 * Small words that end a phrase cut short, never a whole company name: "Numéro de" (a label
 * less its title word), "À payer avant le", "Te betalen voor", "Pay by". Lower case only:
 * "RADIO AM".
 */
const DANGLING_WORD =
  /\s(?:de|du|des|la|le|les|d'|l'|van|von|vom|der|den|het|und|and|et|of|for|to|by|at|on|in|y|di|da|del|della|il|al|el|per|par|pour|voor|bis|am|zum|zur|entro|avant|before|antes|&|-|\+)$/u;

/**
 * A street word with a house number on the same line: an address, not a name. English, German,
 * French, Dutch, Italian, Spanish and Malay street words ("Jalan", "Lorong", "Taman", "Lot").
 */
const ADDRESS_WORD_RE =
  /(?=.*\d)(?:^|[\s,])(?:street|st\.|road|rd\.|avenue|ave\.|lane|drive|straße|strasse|str\.|weg|gasse|allee|platz|rue|boulevard|bd\.|chemin|straat|laan|plein|via|viale|piazza|calle|avenida|plaza|jalan|jln\.?|lorong|taman|lot|persiaran|lebuh)(?=[\s,.]|$)/iu;

/** Second-level domains under a country code ("co.uk", "com.au", "gv.at"). */
const SECOND_LEVELS = new Set(['co', 'com', 'org', 'net', 'gov', 'ac', 'or', 'ne', 'gv', 'edu']);

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

const LEGAL_FORMS = new RegExp(LEGAL_FORM_RE.source, 'gu');
const TAX_LABEL_ONLY = (['tax', 'vatId', 'nationalTaxId'] as const).map((f) => onlyLabel(f));

/** Malay street words ("JALAN", "LORONG"), and "TAMAN" (an estate) to open a line. */
const MALAY_STREET_RE = /(?:^taman|(?:^|\s)(?:jalan|jln\.?|lorong|persiaran|lebuh))(?=[\s,.]|$)/iu;
const MALAYSIAN_PLACE_WORDS = new RegExp(`${MALAYSIAN_PLACES.source}|\\bdarul\\s+\\p{L}+`, 'giu');
const BUSINESS_WORD = anyLabel('businessName');

/**
 * A Malaysian address line that prints no number, or whose number OCR misread ("TAMAN SRI
 * MUDA", "LOT 0A JALAN PAGAN"), or a state or city alone ("SELANGOR DARUL EHSAN", "KUALA
 * LUMPUR"). A business word keeps a name that holds a street ("RESTORAN JALAN ALOR").
 */
function isMalayAddress(name: string): boolean {
  if (MALAY_STREET_RE.test(name)) return !BUSINESS_WORD.test(name);
  return MALAYSIAN_PLACES.test(name) && !/\p{L}{3}/u.test(name.replace(MALAYSIAN_PLACE_WORDS, ' '));
}

/** Something that can be a company name: letters, not a date, number, address, e-mail or URL. */
function parseName(text: string): string | null {
  const name = text
    // The paper's edge or a rule, read by OCR as a bar before the name ("| SYARIKAT ...").
    .replace(/^[|¦]+\s+/, '')
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
  // A street ("12 Market St", "LOT 2811, JALAN ANGSA") or a postcode and town; a name that
  // starts with digits but ends in its legal form is a company ("99 SPEED MART S/B", "1&1
  // Versatel GmbH", "3 Suisses SAS").
  const formed = LEGAL_FORM_RE.test(name);
  if (!formed && (/^\d+[\s,]/.test(name) || ADDRESS_WORD_RE.test(name))) return null;
  if (/\b\d{4,5}\s+\p{Lu}/u.test(name)) return null;
  if (!formed && isMalayAddress(name)) return null;
  if (TITLE_WORDS.test(name) || TITLE_ONLY.test(name) || findDates(name, 'DMY').length > 0)
    return null;
  // A label is not a name ("IBAN", "Kunde", "Rechnungsempfänger", "Total"), nor is a label with
  // its currency ("SUMME EUR", "TOTAAL EUR") or a currency code alone ("EUR" over a receipt's
  // amounts column).
  const bare = withoutCurrencies(name);
  if (!bare || LABEL_ONLY.some((re) => re.test(name) || re.test(bare))) return null;
  // A legal form alone or with a tax label names no company: "Inc.", "GST AG" (OCR's "GST ID"),
  // a scan's "SDN.BHD (CO." whose name and registration number were lost. Other label words
  // name companies ("Seller GmbH", "TOTAL S.A.").
  const core = name.replace(LEGAL_FORMS, ' ').replace(/[([{][^)\]}]*$/u, ' ');
  if (!/\p{L}{2}/u.test(core) || TAX_LABEL_ONLY.some((re) => re.test(core.trim()))) return null;
  // "SARL au capital de 10 000 €", "GmbH mit einem Stammkapital von …": the legal notice of the
  // company's capital names the legal form, never the company.
  if (isCapitalStatement(name)) return null;
  // "MOYEN DE PAIEMENT : VIREMENT": a label with its value, not a name.
  if (/:\s*$/.test(text.trim()) || /\S\s?:\s\S/.test(name)) return null;
  // "Kunden-Nr.", "Customer No.", "N° client", "Kundennummer", "Ihre Kundennr.": the label of a
  // number.
  if (/(?:^|[\s-])(?:nr|no|n[°º])\.?$|(?:nummer|number|nr\.)$|^n[°º]/iu.test(name)) return null;
  return name;
}

function escapeRe(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Whether the label follows a word and a slash on its line: "Route/Van:", "Lorry / Van:". */
function secondHalfOfCompound(lineText: string, label: string): boolean {
  return new RegExp(`\\p{L}\\.?\\s?/\\s?${escapeRe(label)}(?![\\p{L}])`, 'u').test(lineText);
}

/** One capitalised word: a person's first name after a seller label, not a business. */
const FIRST_NAME = /^\p{Lu}\p{Ll}+$/u;

/** "To:", "Naar:", "Nach:", "A:", "Hasta:": where a trip went (../labels/*.json, `destination`). */
const DESTINATION = new RegExp(`^[^\\p{L}]*(?:${anyLabel('destination').source})\\s*:`, 'iu');
/** How many lines under a "From:" label its "To:" may be printed (OCR adds lines of specks). */
const ROUTE_WINDOW = 2;

/**
 * Whether a "From:" label ("Van:", "Da:", "Von:") is where a trip started, not the seller: a
 * taxi or train ticket prints "From: Harbour" and under it "To: Convention Centre". A company
 * with its legal form after it ("From: ACME Ltd") is a seller still.
 */
function routeStart(doc: DocumentText, line: Line, value: string): boolean {
  if (LEGAL_FORM_RE.test(value)) return false;
  const at = doc.lines.indexOf(line);
  const rest = line.text.slice(line.text.indexOf(value) + value.length);
  return [rest, ...doc.lines.slice(at + 1, at + 1 + ROUTE_WINDOW).map((l) => l.text)].some((text) =>
    DESTINATION.test(text.trim()),
  );
}

/** The name under a seller label, which may carry its own "Name:" label ("Bénéficiaire / NOM : ATELIER DUVAL"). */
function sellerName(text: string): string | null {
  return parseName(text.replace(NAME_LABEL_RE, ''));
}

/** Second-level labels of web and e-mail domains in the document ("northwindprint"). */
function domainLabels(text: string): string[] {
  const labels = new Set<string>();
  for (const m of text.matchAll(
    /(?:@|www\.|https?:\/\/)([a-z0-9-]+(?:\.[a-z0-9-]+)*)\.[a-z]{2,6}\b/gi,
  )) {
    const parts = (m[1] ?? '').toLowerCase().split('.');
    // "studio.co.uk", "firma.com.au": the name is before the country's second level.
    if (parts.length > 1 && SECOND_LEVELS.has(parts[parts.length - 1] ?? '')) parts.pop();
    const label = parts[parts.length - 1] ?? '';
    if (label.length >= 3 && !GENERIC_DOMAINS.has(label)) labels.add(label.replace(/-/g, ''));
  }
  return [...labels];
}

/**
 * The name is the domain itself ("Lindqvist Design" and lindqvist-design.se), or the domain and
 * a short word such as a country code ("CORVUS NL" and corvus.com): a closer match than a
 * domain that only opens the name ("north.com" and "North Trade Partners").
 */
function namedLikeDomain(name: string, domains: string[]): boolean {
  const words = normalizeCompanyName(name)
    .replace(/[^a-z0-9 ]/g, '')
    .split(' ')
    .filter(Boolean);
  while (words.length > 1 && (words[words.length - 1] ?? '').length <= 3) words.pop();
  const key = words.join('');
  return key.length >= 3 && domains.includes(key);
}

function matchesDomain(name: string, domains: string[]): boolean {
  const key = normalizeCompanyName(name).replace(/[^a-z0-9]/g, '');
  return (
    key.length >= 3 &&
    domains.some((d) => d === key || (key.length >= 4 && (d.startsWith(key) || key.startsWith(d))))
  );
}

/**
 * Lines in the customer's address block: up to five lines under a recipient label ("Bill to",
 * "Rechnungsempfänger", "Client") or under the sender line of an address window.
 */
export function recipientLines(doc: DocumentText): RecipientZone {
  const zone: RecipientZone = new Set<Segment>();
  doc.lines.forEach((line, i) => {
    for (const segment of line.segments) {
      if (isSenderLine(doc, line, segment) && inUpperHalf(doc, line)) {
        markBelow(doc, zone, i, segment, line);
        continue;
      }
      if (!RECIPIENT_RE.test(segment.text) || segment.text.length > 40) continue;
      zone.add(segment);
      markBelow(doc, zone, i, segment, line);
    }
  });
  return zone;
}

function markBelow(
  doc: DocumentText,
  zone: RecipientZone,
  i: number,
  segment: Line['segments'][number],
  line: Line,
) {
  const width = Math.max(segment.x1 - segment.x0, line.height * 8);
  const inColumn = (s: Segment) => s.x0 < segment.x0 + width && s.x1 > segment.x0 - line.height;
  // Up to five lines of the block's column. Lines of a neighbouring column (a letterhead or a
  // sidebar on the left, invoice data on the right) interleave with them and are skipped.
  let previous = line;
  let taken = 0;
  for (const next of doc.lines.slice(i + 1, i + 16)) {
    if (next.page !== line.page || taken === 5) break;
    const cells = next.segments.filter(inColumn);
    if (cells.length === 0) continue;
    // The block ends at a blank gap of more than a line or so in its column, in the larger of
    // the two lines' print: a sender line's small print sits a body line or so over the address.
    if (next.y - previous.y > Math.max(previous.height, next.height) * 2.5) break;
    for (const s of cells) zone.add(s);
    previous = next;
    taken++;
  }
}

/** "Name GmbH · Street 1 · 12345 City" in small print: the return address over a window. */
function isSenderLine(doc: DocumentText, line: Line, segment: Segment): boolean {
  const m = SENDER_RE.exec(segment.text);
  const head = (m?.[1] ?? '').trim();
  if (!m || /:/.test(head) || RECIPIENT_RE.test(head)) return false;
  // A sender line opens with the name; a letterhead's address line opens with the street
  // ("Landstraße 134 | 9913 Wien | +43 …").
  if (STREET_RE.test(head)) return false;
  const height = segment.height ?? line.height;
  return height > 0 && height < medianHeight(doc) * 0.85;
}

/**
 * Whether a line stands in the upper half of its page's text. An address window is near the
 * top; a legal line at the foot in the same small print ("Name SAS - RCS Paris 994 697 399 -
 * SIRET …") names the seller too, but has the footer's last lines under it, not an address.
 */
function inUpperHalf(doc: DocumentText, line: Line): boolean {
  const page = doc.lines.filter((l) => l.page === line.page);
  const top = Math.min(...page.map((l) => l.y));
  const bottom = Math.max(...page.map((l) => l.y));
  return line.y <= (top + bottom) / 2;
}

const medians = new WeakMap<DocumentText, number>();
function medianHeight(doc: DocumentText): number {
  let m = medians.get(doc);
  if (m === undefined) {
    const sorted = doc.lines.map((l) => l.height).sort((a, b) => a - b);
    m = sorted[Math.floor(sorted.length / 2)] ?? 0;
    medians.set(doc, m);
  }
  return m;
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
    // "124 Elm Street | New York, NY 10001 | +1 212 555 0100": the address on one line with
    // separators; its phone, e-mail or web parts are not the address.
    const pieces = segment.text.split(MARK_SEPARATOR);
    if (pieces.length > 1 && parts.length === 0) {
      const address = pieces.filter((p) => !CONTACT_PART_RE.test(p));
      if (address.some((p) => /\d/.test(p))) return address.join(', ');
    }
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

/** A phone number, e-mail or web address printed among an address's parts. */
const CONTACT_PART_RE =
  /^(?:(?:tel|fax|phone|mobile|mob)\.?:?\s*)?\+?[\d\s()/.-]{7,}$|@|www\.|https?:/i;

/**
 * Whether the street under a name (the next line of its column, up to a separator) is printed
 * again at the foot of the page: footers repeat the sender's address, never the customer's.
 */
const STREET_END = new RegExp(String.raw`${PART_SEPARATOR_SOURCE}|,\s*`, 'u');

function streetInFooter(doc: DocumentText, line: Line, x0: number): boolean {
  const index = doc.lines.indexOf(line);
  const next = doc.lines[index + 1];
  if (!next || next.page !== line.page || next.y - line.y > line.height * 2) return false;
  const segment = next.segments.find((s) => Math.abs(s.x0 - x0) < line.height * 2);
  const street = segment?.text.split(STREET_END)[0]?.trim() ?? '';
  if (street.length < 6 || !/\d/.test(street) || !/\p{L}{3}/u.test(street)) return false;
  const page = doc.lines.filter((l) => l.page === line.page);
  const bottom = Math.max(...page.map((l) => l.y));
  return page.some((l) => l.y > bottom * 0.75 && l.y > next.y && l.text.includes(street));
}

/** At most this many cells in a head line that ends with a registration number. */
const MARKED_LINE_CELLS = 6;

/**
 * The vendor, from the strongest of several cues, template-free:
 * - a seller label ("Sold by", "Service Provider", "Titulaire du compte", "Kontoinhaber");
 * - a sender line above the address window ("Name GmbH - Street 1 - 12345 City");
 * - a line with a legal form (GmbH, B.V., Inc. ...), stronger near the top, when repeated,
 *   near a tax id, and when the street under it is repeated in the footer; the customer's
 *   block is excluded;
 * - the first name-like line of the first page;
 * each raised when the name matches a web or e-mail domain printed in the document.
 */
export function findVendor(
  doc: DocumentText,
  taxIdLine: Line | null,
  recipients: RecipientZone = recipientLines(doc),
  taxId: string | null = null,
): VendorHit | null {
  const domains = domainLabels(
    doc.lines
      .flatMap((l) => l.segments.filter((s) => !recipients.has(s)).map((s) => s.text))
      .join('\n'),
  );
  const candidates: Array<{
    name: string;
    score: number;
    line: Line;
    x0: number;
    why: string;
    address?: string | null;
  }> = [];
  const add = (
    name: string | null,
    score: number,
    line: Line,
    x0: number,
    why: string,
    address?: string | null,
  ) => {
    if (!name) return;
    name = withoutRegistration(name);
    const domain = matchesDomain(name, domains);
    candidates.push({
      name,
      score: Math.min(1, score + (domain ? 0.1 : 0)),
      line,
      x0,
      why: domain ? `${why}; matches the web/e-mail domain` : why,
      address,
    });
  };

  for (const hit of findLabelled(doc, SELLER_RULES, sellerName, { below: true })) {
    // A seller word inside a name ("Le Fournisseur", "Seller City") is no label; a phrase
    // ending in a preposition is one anywhere ("Payment received by X"), the preposition
    // alone is not ("24 de agosto de" is a wrapped date, not the French "De :").
    const phrase =
      /(?:by|to|of|von|par|de|da|door)$/i.test(hit.label) &&
      !/^(?:by|to|of|von|par|de|da|door)$/i.test(hit.label);
    // "Virement BANQUE X – Titulaire du compte : ATELIER DUVAL": a label with its colon is one anywhere.
    const colon = new RegExp(`${escapeRe(hit.label)}\\s?:`).test(hit.line.text);
    if (hit.labelAt > 2 && !phrase && !colon) continue;
    // "DE" or "Da" alone is a country code, a logo's letters or a name's particle ("De Vries"):
    // the French and Italian "from" label needs its colon ("De :").
    if (/^d[ea]$/i.test(hit.label) && !colon) continue;
    // "Route/Van:", "Lorry / Van:": the second half of a compound label names what the first
    // half does (the delivery van), not the seller. A bilingual label ("Verkoper/Van:") is
    // found by its first half.
    if (secondHalfOfCompound(hit.line.text, hit.label)) continue;
    if (routeStart(doc, hit.line, hit.value)) continue;
    // "Vendeur : Karim", "Verkäufer: Stefan": on a till receipt the salesperson, by first name.
    if (doc.source === 'ocr' && hit.where === 'inline' && FIRST_NAME.test(hit.value)) continue;
    // "Seller: X" names X; "Seller Point Ltd" (a name that starts with the word) does not.
    if (
      hit.where === 'inline' &&
      !phrase &&
      !hit.line.text.includes(`${hit.label}:`) &&
      !hit.line.text.includes(`${hit.label} :`)
    )
      continue;
    // "Sold by:   Order date   14/07/2026": another column goes on right of the label.
    // "Cedente/prestatore   Cessionario/committente": the buyer's block is right of it.
    const under =
      hit.where === 'right' && RECIPIENT_RE.exec(hit.value)?.index === 0
        ? nameInBlockUnder(doc, hit, sellerName)
        : nameUnderSellerLabel(doc, hit, sellerName);
    if (under === null) continue;
    if (under) Object.assign(hit, { value: under.value, line: under.line, where: 'below' });
    // The value's own cell: "Castello" under "Seller", not the buyer's "Castello Services" beside it.
    const cells = hit.line.segments;
    const segment =
      cells.find((s) => s.text.trim() === hit.value) ??
      cells.find((s) => s.text.trim().startsWith(hit.value)) ??
      cells.find((s) => s.text.includes(hit.value)) ??
      cells[0];
    // A payee or account holder (weaker labels) is the seller unless someone else is paid:
    // a factoring company, a parent's account. It wins alone, or agreeing with another cue.
    const score = hit.labelWeight >= 0.9 ? 0.85 : 0.7;
    add(hit.value, score, hit.line, segment?.x0 ?? 0, `after the seller label "${hit.label}"`);
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
      const sender = SENDER_RE.exec(segment.text);
      const head = sender?.[1] ?? '';
      const formed = LEGAL_FORM_RE.test(head);
      if (
        sender &&
        (formed || isSenderLine(doc, line, segment)) &&
        !/:/.test(head) &&
        !RECIPIENT_RE.test(head)
      ) {
        const rest = addressParts(sender[2] ?? '');
        const score = formed ? 0.85 : 0.75;
        add(parseName(head), score, line, segment.x0, 'sender line above the address window', rest);
      }
      if (!LEGAL_FORM_RE.test(segment.text) || recipients.has(segment)) continue;
      const name = parseName(legalNamePart(withSplitForm(line, segment)));
      if (!name) continue;
      let score = 0.6;
      const why = ['name with a legal form'];
      if (topLines.includes(line)) {
        score += 0.1;
        why.push('letterhead');
      }
      if (taxIdIndex >= 0 && Math.abs(taxIdIndex - index) <= 8) {
        score += 0.05;
        why.push('near the tax id');
      }
      if (occurrences(normalizeCompanyName(name)) > 1) {
        score += 0.05;
        why.push('printed more than once');
      }
      if (streetInFooter(doc, line, segment.x0)) {
        score += 0.1;
        why.push('its street repeated in the footer');
      }
      add(name, score, line, segment.x0, why.join(', '));
    }
  });

  for (const line of pageHead(topLines.slice(0, 6))) {
    // Low OCR confidence at the top of a page is usually a logo read as letters.
    if (line.confidence < 0.6) continue;
    // A title read in cells ("SIMPLIFIED" | "TAX INVOICE", "CASH" | "BILL") names no one.
    if (TITLE_ONLY.test(line.text)) continue;
    // A row with a price in a cell of its own is an item ("CORRECTION TAPE   1   4.80").
    if (line.segments.slice(1).some((s) => /^\s*-?\d+[.,]\d{2}\s*$/.test(s.text))) continue;
    for (const [index, segment] of line.segments.entries()) {
      if (recipients.has(segment)) continue;
      // A label whose colon was read apart from it ("Cashier   :   SITI") names no one, nor does
      // the value after a colon: a name heads its line.
      if (/^\s*:/.test(line.segments[index + 1]?.text ?? '')) continue;
      if (/:\s*$/.test(line.segments[index - 1]?.text ?? '')) continue;
      const name = parseName(withoutRegistration(stripTitleWords(segment.text)));
      // A label less its title word ("Numéro de" facture) is a phrase cut short. (A name wrapped
      // in a narrow column also ends so, "Martin &"; the wrapped-name rule joins those.)
      if (name && DANGLING_WORD.test(name)) continue;
      // A top line named like the e-mail or web address the page prints (outside the
      // customer's block) is the letterhead of the one who sends it, legal form or not.
      if (name)
        add(
          name,
          namedLikeDomain(name, domains) ? 0.8 : 0.5,
          line,
          segment.x0,
          'first lines of the page',
        );
    }
    // The company line with (or over) its registration number: the whole line, however OCR
    // cut it into cells ("LIM KEE BAKERY SDN." … "BHD.", a name printed with wide gaps between
    // its words: "SOON   HUAT   TRADING   (000799915-X)"). More than three cells are columns,
    // unless the line ends with the number itself.
    const endsWithMark = withoutRegistration(line.text) !== line.text;
    const cells = endsWithMark ? MARKED_LINE_CELLS : 3;
    if (line.segments.length > cells || line.segments.some((s) => recipients.has(s))) continue;
    const whole = parseName(withoutRegistration(stripTitleWords(line.text)));
    if (whole && !DANGLING_WORD.test(whole) && registrationMarked(doc, line))
      add(
        whole,
        0.72,
        line,
        line.segments[0]?.x0 ?? 0,
        'first lines, with its company registration number',
      );
  }

  if (taxIdLine && taxId) {
    // The seller's block: the column of lines that ends with the seller's tax id.
    for (const { line, segment } of blockAbove(doc, recipients, taxIdLine, taxId)) {
      const name = parseName(segment.text);
      if (!name || STREET_RE.test(name) || /\b\d{4,5}\b/.test(name)) continue;
      // "47100 PUCHONG," | "SELANGOR DARUL EHSAN": the rest of an address line OCR parted.
      if (postcodeLine(line.text.slice(0, Math.max(0, line.text.indexOf(segment.text))))) continue;
      add(name, 0.7, line, segment.x0, 'first line of the block holding the tax id');
      break;
    }
  }

  for (const { line, segment } of footerHeads(doc, recipients)) {
    if (taxTableLine(line.text) || pricedLine(line)) continue;
    const name = parseName(segment.text);
    if (name && !STREET_RE.test(name))
      add(name, 0.62, line, segment.x0, 'first line of the footer with bank and tax details');
  }

  // The same name found by several cues is surer than any one of them.
  const cues = new Map<string, Set<string>>();
  for (const c of candidates) {
    const key = normalizeCompanyName(c.name);
    cues.set(key, (cues.get(key) ?? new Set()).add(c.why));
  }
  for (const c of candidates) {
    const more = (cues.get(normalizeCompanyName(c.name))?.size ?? 1) - 1;
    if (more > 0) {
      c.score = Math.min(1, c.score + 0.05 * Math.min(2, more));
      c.why = `${c.why} (+${more} other cue${more > 1 ? 's' : ''})`;
    }
  }
  candidates.sort((a, b) => b.score - a.score);
  const winner = fullerName(candidates, domains);
  if (!winner) return null;
  const wrapped = wrappedName(doc, winner, recipients, domains);
  const legal = wrapped ? null : legalNameUnder(doc, winner, recipients, parseName);
  const across = wrapped || legal ? null : nameAcrossCells(winner.line, winner.x0, recipients);
  const spaced = across ? parseName(legalNamePart(across)) : null;
  const best = wrapped
    ? { ...winner, ...wrapped, why: `${winner.why}; wrapped onto the next line` }
    : legal
      ? { ...winner, ...legal, why: `${winner.why}; the legal name under "${winner.name}"` }
      : spaced && spaced.length > winner.name.length
        ? { ...winner, name: spaced, why: `${winner.why}; the rest of its line's name cells` }
        : winner;
  const factor = best.line.source === 'ocr' ? 0.9 : 1;
  return {
    name: best.name,
    address:
      addressUnder(doc, best.line, best.x0, best.name) ??
      addressElsewhere(doc, best.name, recipients) ??
      (legal ? null : best.address) ??
      null,
    confidence: Math.round(best.score * factor * 100) / 100,
    line: best.line,
    x0: best.x0,
    evidence: best.why,
  };
}

/**
 * The best candidate, or the same company's full name when the best is a short brand that won
 * by the e-mail domain alone: "FRISCHMARKT" (logo, frischmarkt.de) → "Frischmarkt Handels GmbH" printed further down.
 */
function fullerName<T extends { name: string; score: number; why: string }>(
  sorted: T[],
  domains: string[],
): T | undefined {
  const best = sorted[0];
  // A logo's word over the full name ("HELIOS" over "Helios Installatie Co."): the full name,
  // also when both match the e-mail domain.
  if (best?.why.startsWith('first lines')) {
    const short = normalizeCompanyName(best.name);
    const domain = best.why.includes('domain');
    const fuller = sorted.find(
      (c) =>
        c !== best &&
        c.score >= best.score - 1e-9 &&
        c.why.startsWith('first lines') &&
        (!domain || c.why.includes('domain')) &&
        normalizeCompanyName(c.name).startsWith(`${short} `),
    );
    if (fuller) return fuller;
  }
  if (
    !best ||
    !best.why.startsWith('first lines') ||
    LEGAL_FORM_RE.test(best.name) ||
    !namedLikeDomain(best.name, domains)
  ) {
    return best;
  }
  // The logo is the distinctive part of the name, its first or last words: the legal line
  // ("Installatiebedrijf van Leeuwen B.V." under "van Leeuwen") or the sender line ("Carolin
  // Pfeiffer Softwareentwicklung - Zeppelinstraße 60 - …") names the company whole.
  const short = normalizeCompanyName(best.name);
  return (
    sorted.find((c) => {
      if (c.score < 0.6) return false;
      if (!c.why.startsWith('name with a legal form') && !c.why.startsWith('sender line'))
        return false;
      const full = normalizeCompanyName(c.name);
      return full.startsWith(`${short} `) || full.endsWith(` ${short}`);
    }) ?? best
  );
}

/**
 * Small words between a name's capitalised words: "Banque de France", "Osteria del Ponte",
 * "Gasthaus zur Linde", "Apotheke am Markt", "Bar de la Plaza", "Friends of the Earth".
 */
const CONNECTORS = new Set([
  'del',
  'della',
  'delle',
  'dei',
  'degli',
  'dal',
  'dalla',
  'da',
  'zur',
  'zum',
  'am',
  'im',
  'an',
  'e',
  'el',
  'los',
  'las',
  'the',
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
  // "UG (haftungsbeschränkt)" as OCR reads it at a receipt's edge ("(haftungsbeschrankt",
  // "(haftungsbeschri"): the form's fixed wording, written out in full.
  if (/^UG$/.test(m[0]) && UG_SUFFIX_RE.test(text.slice(end))) {
    return `${legalNamePart(text.slice(0, end))} (haftungsbeschränkt)`;
  }
  const tail =
    /^(?:\s*(?:Ltd\.?|Limited|Co\.?\s*KG|KG|\(haftungsbeschränkt\)))*/.exec(text.slice(end))?.[0] ??
    '';
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
  // "De Vries Bouw B.V." opens with a connector that is part of the name; one after other
  // words ("Rechnung der Nord GmbH") is not.
  if (start > 0)
    while (start < words.length && CONNECTORS.has((words[start] ?? '').toLowerCase())) start++;
  // "Firma Nord GmbH": a form of address, never the name. "Société David EURL" opening its
  // line is how the company names itself; after other words ("par la société David EURL") the
  // word is a common noun.
  const name = words
    .slice(start)
    .filter((w) => !/^(?:Firma|Company|Firm)$/i.test(w))
    .filter((w, i) => !(start > 0 && i === 0 && /^soci[ée]t[ée]$/i.test(w)));
  const separator = /,\s*$/.test(text.slice(0, m.index)) ? ', ' : ' ';
  return `${name.join(' ')}${separator}${text.slice(m.index, end)}${tail}`.trim();
}

const OFFICE_PREFIX = new RegExp(`^(?:${anyLabel('registeredOffice').source})\\s*:\\s*`, 'iu');

/**
 * The address in the rest of a sender or footer line ("Hauptstr. 5 · 12345 Berlin"): its parts,
 * a registered-office label taken off ("Sitz der Gesellschaft: …"), without the register, tax and
 * other labelled parts ("Amtsgericht München HRB 12345", "KvK 1234", "Tel: …").
 */
function addressParts(text: string): string {
  return text
    .split(PART_SEPARATOR)
    .map((part) => part.replace(OFFICE_PREFIX, ''))
    .filter((part) => !/:/.test(part) && !isFooterLine(part))
    .join(', ');
}

/** A legal form alone in its cell, perhaps with OCR noise after it ("GmbH **+*"). */
const BARE_FORM_RE = new RegExp(`^\\s*(${LEGAL_FORM_RE.source})[^\\p{L}]*$`, 'u');

/**
 * "KORNFELD-MARKT   GmbH": a legal form read as a cell of its own (wide letter spacing on a
 * receipt, a logo beside it) belongs to the words before it on the line; the form is kept
 * without what follows it. A form of two bare letters amid other cells is a column's word OCR
 * made one of ("Descnppon   Oy   U.Pace": "Qty" in an item table's header), not a form.
 */
function withSplitForm(line: Line, segment: Segment): string {
  const bare = BARE_FORM_RE.exec(segment.text);
  const at = line.segments.indexOf(segment);
  if (!bare || at <= 0) return segment.text;
  // Two letters and nothing else: "S/B" and "B.V." are not made of a column's word.
  const short = /^\p{L}{2}$/u.test(bare[1] ?? '');
  if (short && at < line.segments.length - 1) return segment.text;
  const before = line.segments.slice(0, at).map((s) => s.text);
  return `${before.join(' ')} ${bare[1] ?? ''}`;
}

/** "Amazon Web Services Invoice" → "Amazon Web Services". */
function stripTitleWords(text: string): string {
  return text
    .replace(/\s+(?:tax\s+)?(?:invoice|rechnung|facture|factuur|receipt|quittung)s?\.?$/i, '')
    .trim();
}

/**
 * The vendor's address when it is not under the winning line: the same name printed again
 * elsewhere (a footer, a sender line) as a block with a street and postcode under or after it.
 */
function addressElsewhere(
  doc: DocumentText,
  name: string,
  recipients: RecipientZone,
): string | null {
  for (const line of doc.lines) {
    const segment = line.segments.find(
      (s) => !recipients.has(s) && s.text.replace(/[,\s]+$/, '') === name,
    );
    if (!segment) continue;
    const address = addressUnder(doc, line, segment.x0, name);
    if (address) return address;
  }
  return null;
}

/** A street line ("Landstraße 149", "12 rue de la Paix"), not a name. */
const STREET_RE = /^\d|\s\d{1,4}\s?[a-zA-Z]?$/;

/**
 * The first line of each page's footer block: the line that opens the block of bank details,
 * tax ids or the register names the seller in its first column ("Name GmbH | IBAN … | USt-IdNr. …").
 */
function footerHeads(
  doc: DocumentText,
  recipients: RecipientZone,
): Array<{ line: Line; segment: Line['segments'][number] }> {
  const heads: Array<{ line: Line; segment: Line['segments'][number] }> = [];
  for (const [line] of footerBlocks(doc, recipients)) {
    const segment = line?.segments[0];
    if (line && segment) heads.push({ line, segment });
  }
  return heads;
}

/**
 * Text with a postcode ("47100 PUCHONG,", "GLENELG SA 5045"): an address, not a name; a
 * company's registration number in brackets is no postcode.
 */
function postcodeLine(text: string): boolean {
  // Four or five digits, or six where OCR doubled one ("472300 PUCHONG").
  return /\b\d{4,6}\b/.test(withoutRegistration(text));
}

/** A cell that is a price alone ("8,00", "€12.50", "-3.20"). */
const PRICE_CELL = /^[-−]?\p{Sc}?\s?\d{1,3}(?:[.,' ]\d{3})*[.,]\d{2}\s?(?:\p{Sc}|[A-Z]{3})?$/u;

/** A line with a price in a cell after its first ("OTAL   8,00"): a total's or an item's, no name. */
function pricedLine(line: Line): boolean {
  return line.segments.slice(1).some((s) => PRICE_CELL.test(s.text.trim()));
}

/** Labels of a VAT table's header and rows ("Taux HT TVA TTC", "Satz Netto MwSt Brutto"). */
const TAX_TABLE_LABELS = (['tax', 'net', 'grandTotal'] as const).map((f) => anyLabel(f));

/**
 * A till receipt's VAT table at its foot is no letterhead: its header names two of tax, net and
 * gross, and its rows give a rate ("dont TVA 20%", "A 10%   12,64").
 */
function taxTableLine(text: string): boolean {
  return /\d\s?%/.test(text) || TAX_TABLE_LABELS.filter((re) => re.test(text)).length >= 2;
}

/**
 * The company that heads the block holding a tax id ("Vega Bau SPRL" over its street and its
 * VAT number), when the block opens with a name that carries a legal form.
 */
export function taxIdHolder(
  doc: DocumentText,
  recipients: RecipientZone,
  taxLine: Line,
  taxId: string,
): string | null {
  const head = blockAbove(doc, recipients, taxLine, taxId)[0];
  // "GLENELG SA 5045": a town, its state and postcode on an address line, not a company "SA".
  const address = head && postcodeLine(head.line.text);
  const name = head && !address ? parseName(head.segment.text) : null;
  return name && LEGAL_FORM_RE.test(name) ? name : null;
}

/** An amount with cents: a line of a receipt's or an invoice's body, not of an address block. */
const MONEY_RE = /(?<![\d.,])\d{1,3}(?:[.,' ]?\d{3})*[.,]\d{2}(?![\d.,]?\d)/;

/**
 * The lines of the block above a tax id, top first: the same column (left edges within a
 * line height or two), no wide vertical gap, not the customer's block, and no amount (a tax
 * table or a total above a till receipt's tax id is its body; a company's capital is not).
 */
function blockAbove(
  doc: DocumentText,
  recipients: RecipientZone,
  taxLine: Line,
  taxId: string,
): Array<{ line: Line; segment: Segment }> {
  const compact = (t: string) => t.replace(/[\s.-]/g, '').toUpperCase();
  const own = taxLine.segments.find((s) => compact(s.text).includes(taxId));
  if (!own || recipients.has(own)) return [];
  const lines = doc.lines.filter((l) => l.page === taxLine.page);
  const block: Array<{ line: Line; segment: Segment }> = [];
  let below = taxLine;
  for (let j = lines.indexOf(taxLine) - 1; j >= 0 && block.length < 12; j--) {
    const line = lines[j] as Line;
    if (below.y - line.y > below.height * 2.5) break;
    const segment = line.segments.find((s) => Math.abs(s.x0 - own.x0) < line.height * 1.5);
    if (!segment || recipients.has(segment)) break;
    if (MONEY_RE.test(line.text) && !isCapitalStatement(line.text)) break;
    block.push({ line, segment });
    below = line;
  }
  return block.reverse();
}
