import type { TContactMonthly } from '@papertray/contract';

export interface MonthlyBar {
  month: number;
  /** Short month name for the axis, e.g. "Nov". */
  label: string;
  count: number;
  /** The month's sum in the chosen currency, in major units (what the axis shows); 0 if none. */
  amount: number;
}

export function monthLabel(month: number, locale?: string): string {
  return new Date(Date.UTC(2000, month - 1, 1)).toLocaleString(locale, {
    month: 'short',
    timeZone: 'UTC',
  });
}

/** The year's currencies, the one with the largest total first. */
export function chartCurrencies(monthly: TContactMonthly, preferred?: string | null): string[] {
  const currencies = [...monthly.total.totals]
    .sort((a, b) => b.amount - a.amount || a.currency.localeCompare(b.currency))
    .map((total) => total.currency);
  if (preferred && currencies.includes(preferred)) {
    return [preferred, ...currencies.filter((currency) => currency !== preferred)];
  }
  return currencies;
}

/**
 * Twelve bars, January to December. Each shows one currency only: sums in different currencies
 * never share a bar. Without a currency (no amounts known) every amount is 0 and the chart shows
 * the counts instead.
 */
export function buildMonthlySeries(
  monthly: TContactMonthly,
  currency: string | null,
  locale?: string,
): MonthlyBar[] {
  return monthly.months.map((month) => {
    const minor = month.totals.find((total) => total.currency === currency)?.amount ?? 0;
    return {
      month: month.month,
      label: monthLabel(month.month, locale),
      count: month.count,
      amount: minor / 100,
    };
  });
}

/** Year navigation never goes past the current year. */
export function canGoToNextYear(year: number, currentYear: number): boolean {
  return year < currentYear;
}
