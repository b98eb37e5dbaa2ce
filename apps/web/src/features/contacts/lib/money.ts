import type { TContact } from '@papertray/contract';
import { formatAmount } from '@/lib/format-amount';

export interface CurrencyTotal {
  currency: string;
  amount: number;
}

/**
 * One formatted line per currency, largest first. Amounts in different currencies are never
 * added up (spec: mixed currencies are shown per currency).
 */
export function formatTotals(totals: readonly CurrencyTotal[]): string[] {
  return [...totals]
    .sort((a, b) => b.amount - a.amount || a.currency.localeCompare(b.currency))
    .map((total) => formatAmount(total.amount, total.currency));
}

/**
 * What a contact's "Total amount" shows: its per-currency totals, else the single total in its
 * currency, else nothing (no amount known yet).
 */
export function contactTotals(metadata: TContact['metadata']): string[] {
  if (metadata.totals.length > 0) return formatTotals(metadata.totals);
  if (metadata.currency) return [formatAmount(metadata.totalAmount, metadata.currency)];
  return [];
}
