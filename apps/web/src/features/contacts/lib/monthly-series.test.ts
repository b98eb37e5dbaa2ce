import type { TContactMonthly } from '@papertray/contract';
import { describe, expect, it } from 'vitest';
import { buildMonthlySeries, canGoToNextYear, chartCurrencies, monthLabel } from './monthly-series';

function monthly(
  entries: Record<number, { count: number; totals: { currency: string; amount: number }[] }>,
  total: TContactMonthly['total'],
): TContactMonthly {
  return {
    year: 2022,
    months: Array.from({ length: 12 }, (_, i) => ({
      month: i + 1,
      count: entries[i + 1]?.count ?? 0,
      totals: entries[i + 1]?.totals ?? [],
    })),
    total,
    years: [2022],
  };
}

const mixed = monthly(
  {
    3: { count: 2, totals: [{ currency: 'EUR', amount: 1250 }] },
    11: {
      count: 2,
      totals: [
        { currency: 'EUR', amount: 5602 },
        { currency: 'USD', amount: 99_900 },
      ],
    },
  },
  {
    count: 4,
    totals: [
      { currency: 'EUR', amount: 6852 },
      { currency: 'USD', amount: 99_900 },
    ],
  },
);

describe('buildMonthlySeries', () => {
  it('has twelve months with the amounts of one currency in major units', () => {
    const bars = buildMonthlySeries(mixed, 'EUR', 'en-US');
    expect(bars).toHaveLength(12);
    expect(bars.map((bar) => bar.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(bars[2]).toEqual({ month: 3, label: 'Mar', count: 2, amount: 12.5 });
    // The November USD invoice is not added to the EUR bar.
    expect(bars[10]).toEqual({ month: 11, label: 'Nov', count: 2, amount: 56.02 });
    expect(bars[0]).toEqual({ month: 1, label: 'Jan', count: 0, amount: 0 });
  });

  it('shows another currency on its own', () => {
    const bars = buildMonthlySeries(mixed, 'USD', 'en-US');
    expect(bars[10]?.amount).toBe(999);
    expect(bars[2]?.amount).toBe(0);
  });

  it('has zero amounts but the counts when no currency is known', () => {
    const bars = buildMonthlySeries(monthly({ 5: { count: 1, totals: [] } }, mixed.total), null);
    expect(bars[4]).toMatchObject({ count: 1, amount: 0 });
  });
});

describe('chartCurrencies', () => {
  it('orders by the yearly total, the contact currency first when it has one', () => {
    expect(chartCurrencies(mixed)).toEqual(['USD', 'EUR']);
    expect(chartCurrencies(mixed, 'EUR')).toEqual(['EUR', 'USD']);
    expect(chartCurrencies(mixed, 'GBP')).toEqual(['USD', 'EUR']);
  });
});

describe('year navigation', () => {
  it('stops at the current year', () => {
    expect(canGoToNextYear(2025, 2026)).toBe(true);
    expect(canGoToNextYear(2026, 2026)).toBe(false);
  });

  it('names months briefly', () => {
    expect(monthLabel(1, 'en-US')).toBe('Jan');
    expect(monthLabel(12, 'en-US')).toBe('Dec');
  });
});
