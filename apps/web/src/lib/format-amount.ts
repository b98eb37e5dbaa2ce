/** An amount in minor units as money; an unknown currency code falls back to "12.34 XYZ". */
export function formatAmount(minorUnits: number, currency: string): string {
  const value = minorUnits / 100;
  try {
    return new Intl.NumberFormat(undefined, { style: 'currency', currency }).format(value);
  } catch {
    return `${value.toFixed(2)} ${currency}`;
  }
}
