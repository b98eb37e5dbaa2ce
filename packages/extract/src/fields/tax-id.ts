import { isValidIBAN } from 'ibantools';
import { checkVAT, countries } from 'jsvat';
import { anyLabel, labelsOf } from '../labels/vocabulary.js';
import { findLabelled, labelCell } from './labelled-value.js';
import { DIGIT_FOR, readBackVatId, repairedVatIds } from './ocr-vat-id.js';
import type { DocumentText } from './document-text.js';
import type { Line, Segment } from '../text/layout.js';

export interface TaxIdHit {
  value: string;
  kind: 'vat' | 'gstin' | 'ein' | 'other';
  confidence: number;
  line: Line;
  /** Left edge of the id's cell. */
  x0: number;
  evidence: string;
}

const VAT_PREFIX = String.raw`(?:AT\s?U|BE|BG|CY|CZ|DE|DK|EE|EL|ES|FI|FR|GB|HR|HU|IE|IT|LT|LU|LV|MT|NL|PL|PT|RO|SE|SI|SK|XI|NO|CHE)`;
const VAT_RE = new RegExp(
  // Spanish NIFs may open with a letter ("ESB12345678"), the others with a digit. Single spaces
  // may group the digits; a column gap (segments are joined by three) ends the id.
  String.raw`(?<![\p{L}\p{N}])(${VAT_PREFIX})[\s.\-]?((?<=ES[\s.\-]?)[A-Z][0-9](?:[0-9A-Z.\-]|\s(?!\s)){5,18}|[0-9](?:[0-9A-Z.\-]|\s(?!\s)){6,18})`,
  'gu',
);
const GSTIN_RE = /(?<![A-Z0-9])\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z](?![A-Z0-9])/g;
const EIN_RE =
  /(?:\bEIN|Employer\s+Identification\s+(?:Number|No\.?)|Federal\s+Tax\s+ID|Tax\s+ID)\s*(?:No\.?|#)?\s*:?\s*(\d{2}-\d{7})(?!\d)/gi;
const LABELLED_RE =
  /(?:Steuer-?Nr\.?|Steuernummer|(?<![A-Za-zÄÖÜäöü])St\.?-?\s?Nr\.?|Tax\s+(?:ID|No\.?|Number)|NIP|ABN|VAT\s+(?:No\.?|Number|ID|Reg(?:istration)?\.?\s*No\.?))\s*:?\s*([0-9][0-9 /.-]{6,18}[0-9])/gi;

/**
 * A French company's SIRET (SIREN and establishment number) or SIREN: the id a business that
 * charges no VAT prints ("TVA non applicable, art. 293 B du CGI"). Weaker than any VAT number.
 */
const SIRET_RE =
  /(?<![\p{L}])(SIRE[TN])\s*(?:n[°º]\s*)?:?\s*(\d{3}\s?\d{3}\s?\d{3}(?:\s?\d{5})?)(?!\d)/giu;

/** The Luhn check digit SIREN and SIRET numbers carry. */
function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

const LABELLED_VAT_RE = new RegExp(
  String.raw`(?:${anyLabel('vatId').source})\s*(?:[:.]\s*)?(${VAT_PREFIX}[\s.\-]?[0-9A-Z](?:[0-9A-Z]|[\s.\-](?=[0-9A-Z])){6,14})`,
  'giu',
);

/**
 * Words on a line that mark the tax id as the customer's, not the vendor's; German compounds
 * end in the word ("USt-IdNr. des Leistungsempfängers").
 */
const CUSTOMER_CUE =
  /(?<![\p{L}])(?:your|uw|ihre?|votre|customer|client[e]?|kunde[n]?|buyer|acheteur|preneur|acquéreur|koper|afnemer|committente|cessionario|destinatario|bill\s+to|recipient|\p{L}*empfänger[s]?|destinataire)(?![\p{L}])/iu;

/**
 * Of ids trusted alike, one printed on a line with bank details ("IBAN … | VAT …") is the
 * seller's: an invoice carries the payee's account, not the buyer's. An id printed first may be
 * the buyer's, in an address window without a label. (A customer's id keeps its low confidence.)
 */
export function rankTaxIds(doc: DocumentText, hits: TaxIdHit[]): TaxIdHit[] {
  if (new Set(hits.map((h) => h.value)).size < 2) return hits;
  const withBank = new Set(doc.lines.filter((l) => BANK_CUE.test(l.text)));
  return hits.map((h) =>
    withBank.has(h.line)
      ? {
          ...h,
          confidence: h.confidence + BANK_BONUS,
          evidence: `${h.evidence}, printed with the bank details`,
        }
      : h,
  );
}

/** Bank details: an account number, a bank code or the bank's name as a label. */
const BANK_CUE = /\b(?:IBAN|BIC|SWIFT)\b|bankverbindung|\bbank\b/iu;

/** Enough to settle a tie between ids of one kind; never enough to lift a weaker kind. */
const BANK_BONUS = 0.02;

/** The id trusted most, if any. */
export function strongestTaxId(hits: TaxIdHit[]): TaxIdHit | null {
  let best: TaxIdHit | null = null;
  for (const hit of hits) if (!best || hit.confidence > best.confidence) best = hit;
  return best ? { ...best, confidence: Math.round(best.confidence * 100) / 100 } : null;
}

/**
 * Every tax id printed, each with its confidence. EU VAT ids are validated with jsvat (checksums
 * per country), so a random number after "VAT" is not taken; spaced forms like "DE 129 273 398"
 * are compacted. Ids in the customer's block or on a line that names the customer ("Uw BTW
 * nummer") keep a low confidence.
 */
export function taxIdCandidates(
  doc: DocumentText,
  recipients: Set<Segment> = new Set(),
): TaxIdHit[] {
  const hits: TaxIdHit[] = [];
  for (const line of doc.lines) {
    // Whether the id at `index` of line.text is the customer's: in their block or cell.
    const customerAt = (index: number) => {
      const segment = segmentAt(line, index);
      // The label may stand in the cell before the id ("Your VAT ID:   DE…").
      const before = line.segments[line.segments.indexOf(segment) - 1];
      const label = before && !/\d{5}/.test(before.text) ? before.text : '';
      return recipients.has(segment) || CUSTOMER_CUE.test(`${label} ${segment.text}`);
    };
    let factor = 1;
    let where = '';
    let x0 = 0;
    const judge = (index: number) => {
      x0 = segmentAt(line, index).x0;
      const customer = customerAt(index);
      factor = (customer ? 0.3 : 1) * (line.source === 'ocr' ? 0.9 : 1);
      where = customer ? ", in the customer's block" : '';
    };
    for (const m of line.text.matchAll(VAT_RE)) {
      if (isIban(line.text.slice(0, m.index), ibanRun(line.text.slice(m.index)))) continue;
      judge(m.index);
      const vat = validVat(m[1] ?? '', m[2] ?? '');
      if (vat)
        hits.push({
          value: vat,
          kind: 'vat',
          confidence: 0.95 * factor,
          line,
          x0,
          evidence: `VAT id with a valid checksum${where}`,
        });
    }
    // Demo and test invoices print ids that fail the checksum ("DE000000001"); after a VAT
    // label and in the right form they are still the VAT id, at a lower confidence.
    for (const m of line.text.matchAll(LABELLED_VAT_RE)) {
      const value = (m[1] ?? '').replace(/[\s.-]/g, '').toUpperCase();
      judge(m.index);
      if (hits.some((h) => h.line === line && h.value === value)) continue;
      if (!/^[A-Z]{2}[0-9A-Z]{8,12}$/.test(value) || !/\d{6}/.test(value)) continue;
      if (isIban('', value)) continue;
      // OCR reads digits as look-alike letters ("DES34905406"); the checksum says which is meant.
      const read =
        line.source === 'ocr'
          ? validVat(value.slice(0, 2), digitsForLetters(value.slice(2)))
          : null;
      if (read) {
        hits.push({
          value: read,
          kind: 'vat',
          confidence: 0.9 * factor,
          line,
          x0,
          evidence: `VAT id with a valid checksum once OCR's look-alike letters are read as digits${where}`,
        });
        continue;
      }
      hits.push({
        value,
        kind: 'vat',
        confidence: 0.7 * factor,
        line,
        x0,
        evidence: `after the label "${m[0].slice(0, m[0].indexOf(m[1] ?? '')).trim()}", checksum not valid${where}`,
      });
    }
    // OCR misread the prefix, a digit as a sign, or split the id at a gap: read back, checked.
    // A registration number its label names is read back whole ("VAT No. 1E2395049H" is
    // IE2395049H), never cut to a VAT id's length ("SST No: P11-1808-32882500" is no PL1808328825).
    const registrations = registrationNumbers(line.text);
    const cutShort = (id: string) =>
      registrations.some((r) => compactId(r.value).length !== id.length);
    if (!hits.some((h) => h.line === line && checkVAT(h.value, countries).isValid)) {
      for (const repaired of repairedVatIds(line)) {
        if (cutShort(repaired.value)) continue;
        judge(repaired.index);
        hits.push({
          value: repaired.value,
          kind: 'vat',
          confidence: 0.85 * factor,
          line,
          x0,
          evidence: `VAT id with a valid checksum once OCR's misreadings are read back${where}`,
        });
      }
    }
    for (const m of line.text.matchAll(GSTIN_RE)) {
      judge(m.index);
      hits.push({
        value: m[0],
        kind: 'gstin',
        confidence: 0.9 * factor,
        line,
        x0,
        evidence: `GSTIN${where}`,
      });
    }
    for (const m of line.text.matchAll(EIN_RE)) {
      judge(m.index);
      hits.push({
        value: m[1] ?? '',
        kind: 'ein',
        confidence: 0.85 * factor,
        line,
        x0,
        evidence: `EIN${where}`,
      });
    }
    for (const found of unprefixedVatIds(line.text)) {
      judge(found.index);
      if (hits.some((h) => h.line === line && h.value === found.value)) continue;
      hits.push({
        value: found.value,
        kind: 'vat',
        confidence: 0.9 * factor,
        line,
        x0,
        evidence: `after the label "${found.label}", a valid ${found.value.slice(0, 2)} VAT number printed without its country code${where}`,
      });
    }
    // An EU VAT id read on the line is what its label names.
    for (const found of registrations) {
      judge(found.index);
      if (hits.some((h) => h.line === line && h.kind === 'vat')) continue;
      hits.push({
        value: found.value,
        kind: 'other',
        confidence: 0.8 * factor,
        line,
        x0,
        evidence: `after the label "${found.label}", a registration number in no EU VAT form${where}`,
      });
    }
    for (const m of line.text.matchAll(SIRET_RE)) {
      const value = (m[2] ?? '').replace(/\s/g, '');
      if (!luhnValid(value)) continue;
      judge(m.index);
      hits.push({
        value,
        kind: 'other',
        confidence: 0.5 * factor,
        line,
        x0,
        evidence: `${(m[1] ?? '').toUpperCase()} with a valid check digit (no VAT number printed)${where}`,
      });
    }
    for (const m of line.text.matchAll(LABELLED_RE)) {
      judge(m.index);
      const value = (m[1] ?? '').replace(/[\s.]/g, '');
      // Another column's id on the line (the customer's VAT id beside the seller's tax number)
      // does not hide it; an id in its own cell does.
      if (!hits.some((h) => h.line === line && h.x0 === x0))
        hits.push({
          value,
          kind: 'other',
          confidence: 0.6 * factor,
          line,
          x0,
          evidence: `national tax number${where}`,
        });
    }
  }
  // A footer table prints the label over its value ("USt-IdNr" / "DE000000001"): an id in VAT
  // form right under a VAT label cell counts like one after it, checksum or not.
  // What OCR may have made of an id is kept whole (a look-alike can end the plain form early).
  const asRead = (text: string) => {
    const plain = vatInForm(text);
    const misread = vatMisread(text);
    return misread && misread.length > (plain?.length ?? 0) ? misread : plain;
  };
  for (const hit of findLabelled(doc, VAT_LABEL_RULES, asRead, { below: true })) {
    if (hit.where !== 'below') continue;
    const printed = vatInForm(hit.value);
    const valid = printed !== null && validVat(printed.slice(0, 2), printed.slice(2)) !== null;
    // OCR's look-alikes in an id under its label ("NL250924833BO6"): read back, checked.
    const read = !valid && hit.line.source === 'ocr' ? readBackVatId(hit.value) : null;
    const value = read ?? printed;
    if (!value || hits.some((h) => h.value === value)) continue;
    const segment = hit.line.segments.find((s) => compactId(s.text).includes(hit.value));
    const labelOver = labelCell(doc, hit);
    const customer =
      (segment !== undefined && recipients.has(segment)) ||
      CUSTOMER_CUE.test(labelOver?.text ?? '');
    const factor = (customer ? 0.3 : 1) * (hit.line.source === 'ocr' ? 0.9 : 1);
    const customerNote = customer ? ", in the customer's block" : '';
    hits.push({
      value,
      kind: 'vat',
      confidence: (read ? 0.85 : 0.7) * factor,
      line: hit.line,
      x0: segment?.x0 ?? 0,
      evidence: `under the label "${hit.label}"${valid ? '' : read ? ", valid once OCR's misreadings are read back" : ', checksum not valid'}${customerNote}`,
    });
  }
  return hits;
}

/**
 * Countries whose VAT numbers are mostly printed without their country code, after the label
 * of their own language: the Italian "P.IVA 01234567890", the Spanish "N.I.F.: B12345678".
 */
const UNPREFIXED_VAT_COUNTRY: Record<string, string> = { it: 'IT', es: 'ES' };

const UNPREFIXED_VAT_LABELS = labelsOf('vatId').filter((l) => l.lang in UNPREFIXED_VAT_COUNTRY);

/** The value right after such a label: digits, or the Spanish letter-digit forms. */
const UNPREFIXED_VALUE_RE =
  /^\s*(?:[:.]\s*)?(?:n\.?[°º]?\s*|nr\.?\s*)?([A-Z]?[\s.-]?\d(?:[\d.-]|\s(?=\d)){6,12}[\dA-Z]?)(?![\p{L}\p{N}])/iu;

/**
 * VAT numbers after an Italian or Spanish VAT label without their country code, kept when the
 * number is valid with it (jsvat), and given with it: "P.IVA 01234567890" is IT01234567890.
 * A number that already opens with a country code is the plain VAT pattern's.
 */
export function unprefixedVatIds(
  text: string,
): Array<{ value: string; index: number; label: string }> {
  const found: Array<{ value: string; index: number; label: string }> = [];
  for (const label of UNPREFIXED_VAT_LABELS) {
    for (const m of text.matchAll(label.re)) {
      const value = UNPREFIXED_VALUE_RE.exec(text.slice(m.index + m[0].length))?.[1];
      if (!value) continue;
      const country = UNPREFIXED_VAT_COUNTRY[label.lang] as string;
      const compact = value.replace(/[\s.-]/g, '').toUpperCase();
      const id = `${country}${compact}`;
      if (checkVAT(id, countries).isValid && !found.some((f) => f.value === id))
        found.push({ value: id, index: m.index, label: m[0] });
    }
  }
  return found;
}

const OPENS_WITH_VAT_PREFIX = new RegExp(`^${VAT_PREFIX}`, 'u');

/**
 * The VAT, GST and SST labels in English and Malay: the registration numbers of Malaysia,
 * Singapore or the UK (printed without "GB") take no EU country code. After a German, French or
 * Dutch VAT label an id without its code is a misprint ("TVA F63530848134"), not one of these.
 */
const REGISTRATION_LABELS = labelsOf('vatId').filter((l) => l.lang === 'en' || l.lang === 'ms');

/**
 * An id right after such a label: digits, letters and single hyphens or slashes, groups of
 * digits after single spaces ("000933078319", "W24-1902-32569527", "M2-7292093-3",
 * "201875961H", "123 4567 89").
 */
const REGISTRATION_VALUE_RE =
  /^\s*(?:[:.#]\s*)?(?:n[°º]\.?\s*|no\.?\s*:?\s*)?([A-Z]{0,3}\d(?:[\dA-Z]|[-/](?=[\dA-Z])|\s(?=\d))*)(?![\p{L}\p{N}.,])/iu;

/**
 * Registration numbers after a VAT or GST label that are no EU VAT id: Malaysia's GST and SST
 * ids, Singapore's GST registration and UEN, a British VAT number printed without "GB". Taken
 * as printed (no checksum to check), with at least eight digits, so a rate or an amount after
 * "VAT" or "GST" is none. An id that opens with a country code is the VAT patterns'.
 */
export function registrationNumbers(
  text: string,
): Array<{ value: string; index: number; label: string }> {
  const found: Array<{ value: string; index: number; label: string }> = [];
  for (const label of REGISTRATION_LABELS) {
    for (const m of text.matchAll(label.re)) {
      const value = REGISTRATION_VALUE_RE.exec(text.slice(m.index + m[0].length))?.[1]?.trim();
      if (!value || (value.match(/\d/g) ?? []).length < 8 || value.length > 22) continue;
      if (OPENS_WITH_VAT_PREFIX.test(value)) continue;
      if (!found.some((f) => f.value === value)) found.push({ value, index: m.index, label: m[0] });
    }
  }
  return found;
}

/** VAT id labels (../labels), for a label cell with its value under it. */
const VAT_LABEL_RULES = labelsOf('vatId');

const compactId = (text: string) => text.replace(/[\s.-]/g, '').toUpperCase();

/** A cell that opens with an id in VAT form: a country prefix and 8 to 12 letters or digits. */
function vatInForm(text: string): string | null {
  const m = VAT_FORM_RE.exec(text.trim());
  if (!m) return null;
  const value = compactId(m[0]);
  if (!/^[A-Z]{2}[0-9A-Z]{8,12}$/.test(value) || !/\d{6}/.test(value)) return null;
  return isIban('', value) ? null : value;
}

/**
 * A cell that opens with a VAT prefix and what OCR may have made of the digits: look-alike
 * letters and signs among them ("GB003O78909", "FR#3307726930"). Only read back, never taken as is.
 */
function vatMisread(text: string): string | null {
  const m = VAT_MISREAD_RE.exec(text.trim());
  return m ? compactId(m[0]) : null;
}

const VAT_MISREAD_RE = new RegExp(
  String.raw`^${VAT_PREFIX}[\s.\-]?[0-9A-Z#$|!lo](?:[0-9A-Z#$|!lo]|[\s.\-](?=[0-9A-Z#$|!lo])){6,14}(?![\p{L}\p{N}])`,
  'u',
);

const VAT_FORM_RE = new RegExp(
  String.raw`^${VAT_PREFIX}[\s.\-]?[0-9A-Z](?:[0-9A-Z]|[\s.\-](?=[0-9A-Z])){6,14}(?![\p{L}\p{N}])`,
  'u',
);

/** How far under the vendor's name its own block may reach, in lines. */
const BLOCK_LINES = 8;

/**
 * The vendor's tax id once the vendor is known: of ids trusted alike, the one printed with it,
 * on a line naming it ("Harbour Tools PLC   IBAN …   VAT GB…") or in its block (its column,
 * a few lines under its name). A buyer's id printed first, in a block without a label that
 * says so, then loses to the seller's.
 */
export function vendorTaxId(
  doc: DocumentText,
  hits: TaxIdHit[],
  vendor: { name: string; line: Line; x0: number },
): TaxIdHit | null {
  const best = strongestTaxId(hits);
  if (!best || new Set(hits.map((h) => h.value)).size < 2) return best;
  const name = vendor.name.toLowerCase();
  const block = blockUnder(doc, vendor.line);
  const trusted = hits.filter((h) => h.confidence >= best.confidence - 0.05);
  const named = trusted.filter((h) => h.line.text.toLowerCase().includes(name));
  const inBlock = trusted.filter(
    (h) => block.has(h.line) && Math.abs(h.x0 - vendor.x0) <= vendor.line.height * 2,
  );
  const own = named.length ? named : inBlock;
  if (own.length === 0 || own.some((h) => h.value === best.value)) return best;
  const chosen = strongestTaxId(own) as TaxIdHit;
  return { ...chosen, evidence: `${chosen.evidence}, printed with the vendor's name` };
}

/** The lines of the block under `top`: the same page, no vertical gap, a few lines at most. */
function blockUnder(doc: DocumentText, top: Line): Set<Line> {
  const block = new Set<Line>();
  let above = top;
  for (const line of doc.lines.slice(doc.lines.indexOf(top) + 1)) {
    if (line.page !== top.page || block.size >= BLOCK_LINES) break;
    if (line.y - above.y > above.height * 1.8) break;
    block.add(line);
    above = line;
  }
  return block;
}

/** The longest prefix of the digits after a country code that jsvat accepts, if any. */
function validVat(prefix: string, rest: string): string | null {
  const compact = rest.replace(/[\s.-]/g, '').toUpperCase();
  const country = prefix.replace(/\s/g, '');
  for (let length = Math.min(compact.length, 14); length >= 7; length--) {
    const candidate = `${country}${compact.slice(0, length)}`;
    if (checkVAT(candidate, countries).isValid) return withoutRegisterSuffix(candidate);
  }
  return null;
}

/**
 * A Swiss UID is valid with and without the register it is entered in ("CHE-123.456.789 MWST",
 * "… TVA", "… IVA": one number, worded in the invoice's language); the id is the number.
 */
function withoutRegisterSuffix(id: string): string {
  return id.replace(/^(CHE\d{9})(?:MWST|TVA|IVA|HR)$/, '$1');
}

/** OCR's look-alike letters read back as the digits they stand for. */
function digitsForLetters(text: string): string {
  return text.replace(/[OQDILZSGB]/g, (letter) => DIGIT_FOR[letter] ?? letter);
}

/**
 * The run an IBAN could fill from here: letters and digits, single spaces between groups, up
 * to IBAN length (the VAT pattern stops earlier: a French IBAN holds a valid VAT id's form).
 */
function ibanRun(text: string): string {
  return /^[A-Z0-9](?:[A-Z0-9]| (?=[A-Z0-9]))*/i.exec(text.slice(0, 42))?.[0] ?? text;
}

/** IBANs also start with a country code and digits; one must never be taken for a VAT id. */
function isIban(before: string, match: string): boolean {
  if (/IBAN\s*:?\s*$/i.test(before)) return true;
  const compact = match.replace(/[\s.-]/g, '').toUpperCase();
  for (let length = 15; length <= Math.min(34, compact.length); length++)
    if (isValidIBAN(compact.slice(0, length))) return true;
  return false;
}

/** The cell of a line that holds character `index` of line.text. */
function segmentAt(line: Line, index: number): Segment {
  let from = 0;
  for (const segment of line.segments) {
    const start = line.text.indexOf(segment.text, from);
    if (start < 0) break;
    const end = start + segment.text.length;
    if (index < end) return segment;
    from = end;
  }
  return line.segments[line.segments.length - 1] ?? { text: line.text, x0: 0, x1: 0 };
}
