import { formatAmount } from '@/lib/format-amount';
import type { MonthlyBar } from '../lib/monthly-series';

/** The chart's numbers as a table for screen readers (the bars themselves are a picture). */
export function MonthlyTable({
  year,
  bars,
  currency,
}: {
  year: number;
  bars: MonthlyBar[];
  currency: string | null;
}) {
  return (
    <table className="sr-only">
      <caption>Invoices per month in {year}</caption>
      <thead>
        <tr>
          <th scope="col">Month</th>
          <th scope="col">Invoices</th>
          {currency && <th scope="col">Total ({currency})</th>}
        </tr>
      </thead>
      <tbody>
        {bars.map((bar) => (
          <tr key={bar.month}>
            <th scope="row">{bar.label}</th>
            <td>{bar.count}</td>
            {currency && <td>{formatAmount(Math.round(bar.amount * 100), currency)}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
