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
  [/\$/, 'USD'],
];

const CODE_RE = new RegExp(`(?<![\\p{L}])(${ISO_CODES.join('|')})(?![\\p{L}])`, 'u');

/** The currency named in a short string such as "€ 1.234,50" or "1,234.50 USD", if any. */
export function currencyIn(text: string): string | null {
  const code = CODE_RE.exec(text);
  if (code?.[1]) return code[1];
  for (const [re, iso] of SYMBOLS) if (re.test(text)) return iso;
  return null;
}

/** Every currency mention in a longer text, in order, for "which currency dominates" votes. */
export function currencyMentions(text: string): string[] {
  const found: string[] = [];
  const all = new RegExp(
    `${CODE_RE.source}|US\\$|(?:CA|AU|NZ|HK)\\$|€|£|₹|(?<![\\p{L}])Rs\\.?(?=\\s?\\d)|¥|zł|\\$`,
    'gu',
  );
  for (const m of text.matchAll(all)) {
    const iso = currencyIn(m[0]);
    if (iso) found.push(iso);
  }
  return found;
}
