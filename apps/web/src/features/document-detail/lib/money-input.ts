/** Decimal places of a currency's minor unit (ISO 4217: EUR 2, JPY 0, BHD 3); 2 when unknown. */
export function minorUnitDigits(currency: string | null | undefined): number {
  if (!currency || !isCurrencyCode(currency)) return 2;
  return (
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits ?? 2
  );
}

let knownCurrencies: Set<string> | null = null;

/** Every ISO 4217 code the browser knows. */
export function currencyCodes(): string[] {
  knownCurrencies ??= new Set(Intl.supportedValuesOf('currency'));
  return [...knownCurrencies];
}

export function isCurrencyCode(value: string): boolean {
  knownCurrencies ??= new Set(Intl.supportedValuesOf('currency'));
  return knownCurrencies.has(value.toUpperCase());
}

/** "1234.5", "-12,30" or "7": digits with one optional decimal point or comma, no grouping. */
const AMOUNT_PATTERN = /^-?\d+(?:[.,](\d+))?$/;

export function isAmountInput(value: string): boolean {
  return AMOUNT_PATTERN.test(value.trim());
}

export function decimalsOf(value: string): number {
  return AMOUNT_PATTERN.exec(value.trim())?.[1]?.length ?? 0;
}

/** Integer minor units as the text of an amount field: 123456 EUR -> "1234.56". */
export function minorUnitsToInput(minor: number | null, currency: string | null): string {
  if (minor === null) return '';
  const digits = minorUnitDigits(currency);
  const sign = minor < 0 ? '-' : '';
  const absolute = String(Math.abs(minor)).padStart(digits + 1, '0');
  if (digits === 0) return `${sign}${absolute}`;
  return `${sign}${absolute.slice(0, -digits)}.${absolute.slice(-digits)}`;
}

/**
 * The text of an amount field as integer minor units, exactly (no floating point): "1234.5" EUR
 * -> 123450. Null for an empty field or one that is not an amount with at most the currency's
 * decimals.
 */
export function inputToMinorUnits(value: string, currency: string | null): number | null {
  const match = AMOUNT_PATTERN.exec(value.trim());
  if (!match) return null;
  const digits = minorUnitDigits(currency);
  const [whole = '', fraction = ''] = value.trim().replace('-', '').split(/[.,]/);
  if (fraction.length > digits) return null;
  const minor = Number(whole + fraction.padEnd(digits, '0'));
  if (!Number.isSafeInteger(minor)) return null;
  return value.trim().startsWith('-') && minor !== 0 ? -minor : minor;
}
