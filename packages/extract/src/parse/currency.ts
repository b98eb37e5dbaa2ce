/**
 * Currency recognition: symbols and ISO codes as they appear next to amounts, plus the number
 * of minor units per currency (most have 2; the exceptions matter for "integer minor units").
 */
const ISO_CODES = [
  'EUR',
  'USD',
  'GBP',
  'CHF',
  'INR',
  'JPY',
  'CNY',
  'CAD',
  'AUD',
  'NZD',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'CZK',
  'HUF',
  'RON',
  'BGN',
  'HRK',
  'TRY',
  'RUB',
  'UAH',
  'BRL',
  'MXN',
  'ZAR',
  'SGD',
  'HKD',
  'KRW',
  'AED',
  'SAR',
  'ILS',
  'THB',
  'MYR',
  'IDR',
  'PHP',
  'VND',
  'ISK',
  'KWD',
  'BHD',
  'OMR',
  'JOD',
  'TND',
] as const;

const ZERO_DECIMALS = new Set(['JPY', 'KRW', 'ISK', 'VND', 'IDR']);
const THREE_DECIMALS = new Set(['KWD', 'BHD', 'OMR', 'JOD', 'TND']);

/** Decimal places of the currency's minor unit (ISO 4217). */
export function minorUnitDigits(currency: string | null | undefined): number {
  if (!currency) return 2;
  if (ZERO_DECIMALS.has(currency)) return 0;
  if (THREE_DECIMALS.has(currency)) return 3;
  return 2;
}

/** Longest tokens first so "US$" wins over "$" and "Rs." over "Rs". */
const SYMBOLS: ReadonlyArray<readonly [RegExp, string]> = [
  [/US\$/, 'USD'],
  [/(?:CA|C)\$/, 'CAD'],
  [/(?:AU|A)\$/, 'AUD'],
  [/NZ\$/, 'NZD'],
  [/HK\$/, 'HKD'],
  [/S\$/, 'SGD'],
  [/R\$/, 'BRL'],
  [/€/, 'EUR'],
  [/£/, 'GBP'],
  [/₹/, 'INR'],
  [/(?<![\p{L}])(?:Rs\.?|INR)(?![\p{L}])/u, 'INR'],
  [/¥/, 'JPY'],
  [/₩/, 'KRW'],
  [/₺/, 'TRY'],
  [/₽/, 'RUB'],
  [/₪/, 'ILS'],
  [/(?<![\p{L}])zł(?![\p{L}])/u, 'PLN'],
  [/(?<![\p{L}])Kč(?![\p{L}])/u, 'CZK'],
  [/(?<![\p{L}])(?:Fr\.|SFr\.?)(?=\s?\d)/u, 'CHF'],
  // Malaysian ringgit. Mentions count it only before a number or as a column's unit ("(RM)").
  [/(?<![\p{L}])RM(?![\p{L}])/u, 'MYR'],
  [/\$/, 'USD'],
];

/**
 * Codes that are also words on documents, counted only beside a number: "BHD" is Berhad, the
 * Malaysian legal form ("KEDAI ABC SDN BHD"), far more often than the Bahraini dinar.
 */
const WORD_CODES = new Set(['BHD']);

/** "RON 95", "RON97": a petrol's octane rating on a fuel receipt, not Romanian lei. */
const CODE_ALTERNATIVES = ISO_CODES.map((code) =>
  code === 'RON' ? 'RON(?![^\\S\\n]?9\\d)' : code,
);

const CODE_RE = new RegExp(`(?<![\\p{L}])(${CODE_ALTERNATIVES.join('|')})(?![\\p{L}])`, 'u');

/** The currency named in a short string such as "€ 1.234,50" or "1,234.50 USD", if any. */
export function currencyIn(text: string): string | null {
  const code = CODE_RE.exec(text);
  if (code?.[1]) return code[1];
  for (const [re, iso] of SYMBOLS) if (re.test(text)) return iso;
  return null;
}

/** `text` without its ISO currency codes and currency symbols ("SUMME EUR" → "SUMME"). */
export function withoutCurrencies(text: string): string {
  let out = text.replace(new RegExp(CODE_RE.source, 'gu'), ' ');
  for (const [re] of SYMBOLS) out = out.replace(new RegExp(re.source, `${re.flags}g`), ' ');
  return out.replace(/\s+/g, ' ').trim();
}

/**
 * Every currency mention in a longer text, in order, for "which currency dominates" votes. A
 * dollar sign before a decimal comma ("$,20") is OCR's reading of a 5 or an S, never a price;
 * nor is a sign inside a word or an id. `besideNumbers`: only the mentions next to an amount.
 */
export function currencyMentions(text: string, besideNumbers = false): string[] {
  return currencySigns(text, besideNumbers).map((s) => s.iso);
}

/** A currency mention and the print it was read from ("$", "US$", "EUR", "RM"). */
export interface CurrencySign {
  iso: string;
  token: string;
}

/**
 * A column's unit "(RM)" ("Amount (RM)"): not after a postcode and town on its line, where it is
 * the Italian province of Rome ("00184 Roma (RM)").
 */
export const RM_COLUMN = String.raw`(?<!\d{5}[^\S\n]+[^\n\d]{1,40})\(RM\)`;

/** Every currency mention with its print, in order; see `currencyMentions`. */
export function currencySigns(text: string, besideNumbers = false): CurrencySign[] {
  const found: CurrencySign[] = [];
  const all = new RegExp(
    `${CODE_RE.source}|US\\$|(?:CA|AU|NZ|HK)\\$|€|£|₹|(?<![\\p{L}])(?:Rs\\.?|RM)(?=\\s?\\d)|${RM_COLUMN}|¥|zł|\\$(?!,\\d)`,
    'gu',
  );
  for (const m of text.matchAll(all)) {
    const iso = currencyIn(m[0]);
    if (!iso) continue;
    if (WORD_CODES.has(iso) && !besideNumber(text, m.index, m[0].length)) continue;
    // A "$" goes before the amount: one after it is OCR's reading of a tax code "S".
    if (besideNumbers && !besideAmount(text, m.index, m[0].length, m[0] !== '$')) continue;
    // A sign between two letters or digits is OCR's misreading inside a word or an id
    // ("1£1260822H" for IE1260822H), not a price's.
    if (/^\P{L}$/u.test(m[0]) && insideWord(text, m.index)) continue;
    found.push({ iso, token: m[0] });
  }
  return found;
}

function insideWord(text: string, index: number): boolean {
  return /[\p{L}\d]/u.test(text[index - 1] ?? '') && /[\p{L}\d]/u.test(text[index + 1] ?? '');
}

/** A digit next to text[index, index + length) on the same line, a space between at most. */
function besideNumber(text: string, index: number, length: number): boolean {
  return (
    /\d[^\S\n]?$/.test(text.slice(Math.max(0, index - 2), index)) ||
    /^[^\S\n]?\d/.test(text.slice(index + length, index + length + 2))
  );
}

/**
 * Beside a price on the same line: before one with its cents ("$ 12.50", "RM5.00") or after
 * one ("12.50 €"). A sign before a bare number is OCR's misreading of a digit or a letter in a
 * postcode or an item code ("$3650 SELANGOR" for 43650); one at a line's end before the next
 * line's item code is a misread tax code ("17.70 S$").
 */
function besideAmount(text: string, index: number, length: number, after = true): boolean {
  return (
    (after && /\d[.,]\d{2}[^\S\n]?$/.test(text.slice(Math.max(0, index - 6), index))) ||
    /^[^\S\n]?-?\d{1,3}(?:[,.' ]?\d{3})*[.,]\d{2}(?!\d)/.test(
      text.slice(index + length, index + length + 20),
    )
  );
}

/** The currency of the country a VAT id's prefix names (euro area, UK, Switzerland, …). */
const VAT_PREFIX_CURRENCY: Record<string, string> = {
  GB: 'GBP',
  XI: 'GBP',
  CH: 'CHF',
  NO: 'NOK',
  SE: 'SEK',
  DK: 'DKK',
  PL: 'PLN',
  CZ: 'CZK',
  HU: 'HUF',
  RO: 'RON',
  BG: 'BGN',
};
const EURO_AREA = new Set('AT BE CY DE EE EL ES FI FR HR IE IT LT LU LV MT NL PT SI SK'.split(' '));

export function currencyOfVatId(vatId: string | null | undefined): string | null {
  const prefix = (vatId ?? '').slice(0, 2).toUpperCase();
  return EURO_AREA.has(prefix) ? 'EUR' : (VAT_PREFIX_CURRENCY[prefix] ?? null);
}
