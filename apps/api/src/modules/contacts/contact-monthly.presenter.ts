import type { TContactMonthly } from '@papertray/contract';
import type { MonthlyRow } from './contact-monthly.repository';

type Totals = Map<string, number>;

function addTo(totals: Totals, row: MonthlyRow) {
  if (row.currency) totals.set(row.currency, (totals.get(row.currency) ?? 0) + row.amount);
}

function listed(totals: Totals) {
  return [...totals]
    .map(([currency, amount]) => ({ currency, amount }))
    .sort((a, b) => a.currency.localeCompare(b.currency));
}

/** Twelve months (empty ones included, as the chart draws every month) and the year's sum. */
export function presentContactMonthly(
  year: number,
  rows: MonthlyRow[],
  years: number[],
): TContactMonthly {
  const months = Array.from({ length: 12 }, () => ({ count: 0, totals: new Map() as Totals }));
  const whole = { count: 0, totals: new Map() as Totals };
  for (const row of rows) {
    const month = months[row.month - 1];
    if (!month) continue;
    month.count += row.count;
    addTo(month.totals, row);
    whole.count += row.count;
    addTo(whole.totals, row);
  }
  return {
    year,
    months: months.map((m, i) => ({ month: i + 1, count: m.count, totals: listed(m.totals) })),
    total: { count: whole.count, totals: listed(whole.totals) },
    years,
  };
}
