import { currencyIn, minorUnitDigits } from './currency.js';

export interface Money {
  /** Integer minor units (cents); never a float, so sums and comparisons are exact. */
  minor: number;
  currency: string | null;
  /** Whether the amount carried a decimal part or a currency mark, i.e. surely money. */
  explicit: boolean;
  /** Position of the match in the searched string. */
  index: number;
  raw: string;
}

/**
 * Numbers as invoices print them: "1.234,56", "1,234.56", "1 234,56", "1'234.56", "1234",
 * "-9,32", "€ 4.904,94", "29.99 € TTC", "Rs 1939", "$4.11", "RM59.16". A currency mark may stand before or
 * after, with or without a space, never across a line break ("EUR" ending a column header is
 * not the currency of the number on the next line).
 */
const AMOUNT_RE =
  /(?<![\p{L}\d.,])(?<pre>(?:US\$|[A-Z]{1,2}\$|[A-Z]{3}|Rs\.?|RM|Kč|zł|[€£$¥₹₩₺₽₪])[^\S\n]?)?(?<sign>[-−])?[^\S\n]?(?<num>\d{1,3}(?:[.,'’\u00A0\u202F ]\d{3})+(?:[.,]\d{1,3})?|\d+(?:[.,]\d{1,3})?)(?<post>[^\S\n]?(?:[€£$¥₹]|[A-Z]{3}(?![\p{L}])|zł|Kč))?(?![\d\p{L}%]|\s%)/gu;

/** All amounts in `text`, left to right. */
export function findAmounts(text: string): Money[] {
  const out: Money[] = [];
  for (const m of text.matchAll(AMOUNT_RE)) {
    const g = m.groups ?? {};
    const mark = `${g.pre ?? ''}${g.post ?? ''}`;
    const currency = mark ? currencyIn(mark) : null;
    // A three-letter word before a number is only a currency if it is an ISO code.
    if (mark.trim() && !currency) continue;
    const parsed = parseNumber(g.num ?? '', currency);
    if (parsed === null) continue;
    // "RM" marks the ringgit before a price ("RM59.16", "RM 5.90"); before a whole number it is
    // a room's ("RM 101"), not money.
    if (g.pre?.trim() === 'RM' && !parsed.hasDecimals) continue;
    // "-£1.00", "-€ 5,00": the sign before the currency mark.
    const before = text.slice(Math.max(0, m.index - 2), m.index);
    const negative =
      Boolean(g.sign) || (Boolean(g.pre) && /(?:^|[^\p{L}\p{N}])[-−]$/u.test(before));
    out.push({
      minor: negative ? -parsed.minor : parsed.minor,
      currency,
      explicit: parsed.hasDecimals || currency !== null,
      index: m.index,
      raw: m[0].trim(),
    });
  }
  return out;
}

/** One amount string to minor units, or null when it is not a number. */
export function parseMoney(text: string, currency?: string | null): Money | null {
  const first = findAmounts(text)[0];
  if (!first) return null;
  if (currency && !first.currency) {
    const parsed = parseNumber(first.raw.replace(/^[-−]\s?/, ''), currency);
    if (parsed) first.minor = (first.minor < 0 ? -1 : 1) * parsed.minor;
    first.currency = currency;
  }
  return first;
}

/**
 * Decides which separator is the decimal one. The last separator is decimal when followed by
 * 1–2 digits (or 3 for three-decimal currencies); a lone separator followed by exactly three
 * digits is a thousands separator ("1.939" in a euro invoice is 1939, "1,000" is 1000).
 */
export function parseNumber(
  num: string,
  currency: string | null = null,
): { minor: number; hasDecimals: boolean } | null {
  const compact = num.replace(/['’]/g, '').replace(/[\u00A0\u202F]/g, ' ');
  const digits = minorUnitDigits(currency);
  const lastSep = Math.max(compact.lastIndexOf('.'), compact.lastIndexOf(','));
  let intPart = compact;
  let fracPart = '';
  if (lastSep >= 0) {
    const after = compact.slice(lastSep + 1);
    const sepCount = (compact.match(/[.,]/g) ?? []).length;
    const mixed = compact.includes('.') && compact.includes(',');
    const decimal =
      mixed || (sepCount === 1 && (after.length !== 3 || (digits === 3 && !compact.includes(' '))));
    if (decimal) {
      intPart = compact.slice(0, lastSep);
      fracPart = after;
    }
  }
  intPart = intPart.replace(/[., ]/g, '');
  if (!/^\d+$/.test(intPart) || !/^\d*$/.test(fracPart)) return null;
  const frac = (fracPart + '000').slice(0, digits);
  const minor = Number(intPart) * 10 ** digits + (digits ? Number(frac) : 0);
  if (!Number.isSafeInteger(minor)) return null;
  return { minor, hasDecimals: fracPart.length > 0 };
}

/**
 * A machine decimal ("1234.5", "-0.25": point, no grouping, as in XML or JSON) to minor
 * units of `currency`, rounding extra digits. Unlike printed amounts nothing is guessed here.
 */
export function decimalToMinor(decimal: string, currency: string | null): number | null {
  const m = /^\s*(-?)(\d+)(?:\.(\d+))?\s*$/.exec(decimal);
  if (!m) return null;
  const scaled = Number(`${m[2]}.${m[3] ?? '0'}`) * 10 ** minorUnitDigits(currency);
  return (m[1] ? -1 : 1) * Math.round(scaled);
}
