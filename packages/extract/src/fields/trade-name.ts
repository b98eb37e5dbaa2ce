import { normalizeCompanyName } from '../company-name.js';
import { LEGAL_FORM_RE, UG_SUFFIX_RE } from '../parse/legal-forms.js';
import { anyLabel } from '../labels/vocabulary.js';
import type { Line, Segment } from '../text/layout.js';
import type { DocumentText } from './document-text.js';
import { withoutRegistration } from './registration-mark.js';

export interface NameAt {
  name: string;
  line: Line;
  x0: number;
}

/** The cell of `line` in the column that starts at `x0`. */
function cellAt(line: Line, x0: number): Segment | undefined {
  return line.segments.find((s) => Math.abs(s.x0 - x0) < line.height * 2);
}

/**
 * The cell of `line` under `above`: starting where it starts, or centred on its centre (a till
 * receipt centres its head lines, so a short brand and the longer name under it start apart).
 */
function alignedCell(line: Line, above: Segment): Segment | undefined {
  const centre = (s: Segment) => (s.x0 + s.x1) / 2;
  return line.segments.find(
    (s) =>
      Math.abs(s.x0 - above.x0) < line.height * 2 ||
      Math.abs(centre(s) - centre(above)) < line.height * 2,
  );
}

/** A branch in brackets on a line of its own under a shop's name: "(USJ)", "(SETIA ALAM)". */
const BRANCH_LINE = /^\s*\([^()]{2,40}\)\s*$/u;
/** A branch named by its word ("KEPONG BRANCH", "CAWANGAN SHAH ALAM"; ../labels/*.json). */
const BRANCH_WORD = anyLabel('branch');

/** A line of its own that names a branch, without a street's or a postcode's digits. */
function isBranchLine(line: Line): boolean {
  return BRANCH_LINE.test(line.text) || (BRANCH_WORD.test(line.text) && !/\d/.test(line.text));
}

/** The cells of `line` that overlap `cell` from side to side. */
function cellsUnder(line: Line, cell: Segment): Segment[] {
  return line.segments.filter((s) => s.x0 < cell.x1 && s.x1 > cell.x0);
}

/**
 * Whether an address follows the name in `cell`: the next line (after a branch's own line)
 * holds a street or a postcode, under the name. A street printed in pieces with wide gaps
 * ("JALAN 85-15,   JALAN PUTRA 3,", "NO.   43, JALAN PUCHONG,") is read as several cells: the
 * one aligned with the name may hold no digit ("NO."), or none is aligned. The cells
 * overlapping the name count too.
 */
function addressFollows(doc: DocumentText, nameLine: Line, cell: Segment): boolean {
  let line = lineUnder(doc, nameLine);
  // A branch's line between the name and the street, centred or not.
  if (line && isBranchLine(line)) line = lineUnder(doc, line);
  if (!line) return false;
  const under = [alignedCell(line, cell), ...cellsUnder(line, cell)];
  return under.some((s) => s !== undefined && /\d/.test(s.text));
}

/**
 * How much taller than the line above a line may stand in the same print when marks reach past
 * its capitals: brackets above and below, commas and semicolons below the line.
 */
const REACHING_HEIGHT = 1.35;
/**
 * A line wholly in brackets ("(BANGSAR)", a branch) is measured by its brackets, which reach
 * from above the capitals to below the line: in a till's monospaced font ~1.65 times as tall.
 */
const BRACKETED_HEIGHT = 1.8;

/** The next line of the same page, close under `line` (no blank line between). */
function lineUnder(doc: DocumentText, line: Line): Line | undefined {
  const next = doc.lines[doc.lines.indexOf(line) + 1];
  if (!next || next.page !== line.page) return undefined;
  const step = next.y - line.y;
  if (step <= line.height * 1.8) return next;
  // Set wide apart like the rest of the page, in print no larger: a larger line further down
  // starts another block (the recipient's window under a small sender line). Brackets reach
  // above capitals and below the line, commas below it: "(USJ)" or "43, JALAN PUCHONG," in the
  // same print stands ~1.2 times as tall.
  const larger = BRANCH_LINE.test(next.text)
    ? BRACKETED_HEIGHT
    : /[(),;]/.test(next.text)
      ? REACHING_HEIGHT
      : 1.2;
  return next.height <= line.height * larger && step <= typicalPitch(doc, line.page) * 1.4
    ? next
    : undefined;
}

const pitches = new WeakMap<DocumentText, Map<number, number>>();

/**
 * The usual distance between one line and the next on a page (the median). OCR measures a
 * line of capitals by their height alone, and a receipt sets its lines about two capital
 * heights apart: a line's own height is too short a measure of "no blank line between".
 */
function typicalPitch(doc: DocumentText, page: number): number {
  const known = pitches.get(doc) ?? new Map<number, number>();
  pitches.set(doc, known);
  const cached = known.get(page);
  if (cached !== undefined) return cached;
  const lines = doc.lines.filter((l) => l.page === page);
  const steps = lines
    .slice(1)
    .map((l, i) => l.y - lines[i]!.y)
    .filter((d) => d > 0)
    .sort((a, b) => a - b);
  const pitch = steps.length >= 4 ? steps[Math.floor(steps.length / 2)]! : 0;
  known.set(page, pitch);
  return pitch;
}

/** E-mail and web addresses: a domain named like a company is a cue of its own, not a naming. */
const WEB_ADDRESS_RE = /\S+@\S+|(?:https?:\/\/|www\.)\S+/gi;

/** How often the page names `name` outside `except` (the block's own lines) and `recipients`. */
function timesNamedElsewhere(
  doc: DocumentText,
  name: string,
  page: number,
  except: Line[],
  recipients: Set<Segment>,
): number {
  const key = normalizeCompanyName(name);
  if (key.length < 3) return 0;
  return doc.lines
    .filter((l) => l.page === page && !except.includes(l))
    .flatMap((l) => l.segments.filter((s) => !recipients.has(s)))
    .map((s) => s.text.replace(WEB_ADDRESS_RE, ' '))
    .filter((text) => ` ${normalizeCompanyName(text)} `.includes(` ${key} `)).length;
}

/**
 * Words that name a business without a legal form: a Malaysian registered business ("… TRADING",
 * "… ENTERPRISE", "KEDAI RUNCIT …", "RESTORAN …"), a shop's kind ("Bäckerei …", "Pharmacie …").
 */
const BUSINESS_NAME = anyLabel('businessName');
/** A brand or logo word over the business's name is short. */
const BRAND_WORDS = 3;

/**
 * A trade name printed over the legal name in the seller's block ("SELLER TRADE NAME" over
 * "LE FOURNISSEUR", "Hotel Seeblick" over "Seeblick Hotel GmbH & Co. KG", both over the street):
 * the vendor is the legal name, the one the invoice is issued in (EN 16931 BT-27, not the trade
 * name BT-28). The line under the winner, in its column, is the legal name when it is a name
 * itself, the address follows it, and either the page names it again (a logo, a footer) while
 * the winner stands once, or it carries a legal form the winner lacks, or (a business without a
 * legal form) the winner is a short brand word and the name under it says what business it is
 * ("TEA GARDEN" over "KEDAI RUNCIT ANNALAKSHMI", "ECO SHOP" over "UNIHAKKA RESTAURANT"). A winner
 * with a legal form over a name without one keeps its place: the name under it is a brand or a
 * department.
 */
export function legalNameUnder(
  doc: DocumentText,
  winner: NameAt,
  recipients: Set<Segment>,
  parseName: (text: string) => string | null,
): NameAt | null {
  const below = lineUnder(doc, winner.line);
  if (!below) return null;
  const top = cellAt(winner.line, winner.x0);
  const cell = top ? alignedCell(below, top) : cellAt(below, winner.x0);
  const whole =
    top && !below.segments.some((s) => recipients.has(s)) ? centredUnder(below, top) : null;
  // The whole line first: the cell under the brand may be its first word alone ("Boulangerie").
  for (const candidate of [whole, cell]) {
    const found = candidate && nameUnder(doc, winner, below, candidate, recipients, parseName);
    if (found) return found;
  }
  return null;
}

/**
 * The whole line as one cell when, taken together, it is centred under `above`: a till receipt's
 * head line printed with wide gaps between its words ("KEDAI   MAKANAN KHENG   HOE") is read as
 * several cells, and the one centred under the brand is only part of the name.
 */
function centredUnder(line: Line, above: Segment): Segment | null {
  const first = line.segments[0];
  const last = line.segments.at(-1);
  if (!first || !last || line.segments.length < 2) return null;
  const centre = (first.x0 + last.x1) / 2;
  if (Math.abs(centre - (above.x0 + above.x1) / 2) >= line.height * 2) return null;
  return { text: line.segments.map((s) => s.text.trim()).join(' '), x0: first.x0, x1: last.x1 };
}

/** The legal name in `cell` of the line under the winner, by the tests of legalNameUnder. */
function nameUnder(
  doc: DocumentText,
  winner: NameAt,
  below: Line,
  cell: Segment,
  recipients: Set<Segment>,
  parseName: (text: string) => string | null,
): NameAt | null {
  // Digits make a line an address or a number, not a name; those of a registration number
  // printed after the name ("KEDAI MAKANAN KHENG HOE (002326473-W)") do not.
  const text = withoutRegistration(cell.text);
  if (recipients.has(cell) || /\d/.test(text)) return null;
  const name = parseName(text);
  if (!name || normalizeCompanyName(name) === normalizeCompanyName(winner.name)) return null;
  if (!addressFollows(doc, below, cell)) return null;
  const own = [winner.line, below];
  const formOver = LEGAL_FORM_RE.test(winner.name);
  const formUnder = LEGAL_FORM_RE.test(name);
  // A legal form is the surer mark of the legal name: a formless name under it is a brand.
  if (formOver && !formUnder) return null;
  const repeated =
    timesNamedElsewhere(doc, name, below.page, own, recipients) > 0 &&
    timesNamedElsewhere(doc, winner.name, below.page, own, recipients) === 0;
  const businessUnder =
    !formOver &&
    BUSINESS_NAME.test(name) &&
    !BUSINESS_NAME.test(winner.name) &&
    winner.name.trim().split(/\s+/).length <= BRAND_WORDS;
  return repeated || (formUnder && !formOver) || businessUnder
    ? { name, line: below, x0: cell.x0 }
    : null;
}

/** A legal form alone on its line ("GmbH & Co. KG", "UG (haftungsbeschränkt)", "SASU"). */
const BARE_FORM_RE = new RegExp(
  `^\\s*(?:${LEGAL_FORM_RE.source})(?:\\s*\\([^)]*\\))?[^\\p{L}]*$`,
  'iu',
);
/** A name's last word that cannot end it: "Martin &", "Schmidt und". */
const OPEN_END_RE = /(?:&|\+|\b(?:und|and|et|e|y|en|de|van|von|der|di|du))\s*$/iu;

/**
 * A name wrapped before its end in a narrow column: "De Vries" over "Ingeniería AG", "Greenfield
 * Catering" over "GmbH & Co. KG", "Martin &" over "Fils Distribuzione SA". The line under the
 * winner, in its column, carries a legal form the winner lacks, and either holds nothing else,
 * or the winner ends on a connector, or its first word would not have fitted before the next
 * column, or the web or e-mail domain spells both lines: the two lines are one name.
 */
export function wrappedName(
  doc: DocumentText,
  winner: NameAt,
  recipients: Set<Segment>,
  domains: string[],
): NameAt | null {
  if (LEGAL_FORM_RE.test(winner.name)) return null;
  const below = lineUnder(doc, winner.line);
  const cell = below && cellAt(below, winner.x0);
  if (!below || !cell || recipients.has(cell) || /\d/.test(cell.text)) return null;
  const ugSuffix = UG_SUFFIX_RE.test(cell.text);
  if (!LEGAL_FORM_RE.test(cell.text) && !ugSuffix) return null;
  const own = cellAt(winner.line, winner.x0);
  const joined = { name: `${winner.name} ${cell.text.trim()}`, line: winner.line, x0: winner.x0 };
  if (BARE_FORM_RE.test(cell.text) || ugSuffix || OPEN_END_RE.test(winner.name)) return joined;
  // The web or e-mail domain spells the two lines as one name ("devriesbau.de").
  const letters = (text: string) =>
    text
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z]/g, '');
  const upper = letters(winner.name);
  const both = letters(joined.name);
  if (domains.some((d) => d.length > upper.length + 2 && both.startsWith(d))) return joined;
  return own && wouldNotFit(winner.line, own, cell) ? joined : null;
}

/** Whether the lower cell's first word, after a space, would have run into the next column. */
function wouldNotFit(line: Line, upper: Segment, lower: Segment): boolean {
  const next = line.segments.find((s) => s.x0 > upper.x1);
  if (!next) return false;
  const text = lower.text.trim();
  const perChar = (lower.x1 - lower.x0) / Math.max(1, text.length);
  const firstWord = text.split(/\s+/)[0] ?? '';
  return upper.x1 + perChar * (firstWord.length + 1) > next.x0 - perChar;
}
