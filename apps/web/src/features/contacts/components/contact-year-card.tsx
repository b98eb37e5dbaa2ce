import type { TContact } from '@papertray/contract';
import { lazy, Suspense, useState } from 'react';
import { SegmentedControl } from '@/components/segmented-control';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-error';
import { useContactMonthly } from '../api/get-contact-monthly';
import { useChartYear } from '../hooks/use-chart-year';
import { formatTotals } from '../lib/money';
import { buildMonthlySeries, chartCurrencies } from '../lib/monthly-series';
import { AmountLines } from './amount-lines';
import { MonthlyTable } from './monthly-table';
import { YearNavigation } from './year-navigation';

// recharts is large: it loads only when a contact's chart is on screen.
const ContactMonthlyChart = lazy(() => import('./contact-monthly-chart'));

/** The monthly invoice chart of one year, with year navigation, the yearly total and count. */
export function ContactYearCard({ contact }: { contact: TContact }) {
  const { year: asked, currentYear, setYear, firstYear } = useChartYear();
  const monthly = useContactMonthly(contact._id, asked);
  const [chosenCurrency, setChosenCurrency] = useState<string | null>(null);
  const data = monthly.data;
  const currencies = data ? chartCurrencies(data, contact.metadata.currency) : [];
  const currency =
    chosenCurrency && currencies.includes(chosenCurrency)
      ? chosenCurrency
      : (currencies[0] ?? null);
  const bars = data ? buildMonthlySeries(data, currency) : [];
  // Until the server said which year is the latest with invoices, the current one stands in.
  const year = asked ?? data?.year ?? currentYear;

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle id="monthly-invoices-title">Monthly Invoices</CardTitle>
        <YearNavigation
          year={year}
          currentYear={currentYear}
          firstYear={firstYear}
          years={data?.years ?? []}
          onYearChange={setYear}
        />
      </CardHeader>
      <CardContent className="grid gap-4">
        {monthly.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(monthly.error, 'Failed to fetch contact details')}
          </p>
        ) : !data ? (
          <Skeleton className="h-[340px]" />
        ) : (
          <>
            <dl className="grid grid-cols-2 gap-4 rounded-lg bg-muted/50 p-4">
              <div>
                <dt className="text-xs font-medium text-muted-foreground uppercase">
                  Total in {data.year}
                </dt>
                <dd className="mt-1 text-lg font-semibold" data-testid="yearly-total">
                  <AmountLines lines={formatTotals(data.total.totals)} />
                </dd>
              </div>
              <div>
                <dt className="text-xs font-medium text-muted-foreground uppercase">Invoices</dt>
                <dd className="mt-1 text-lg font-semibold tabular-nums" data-testid="yearly-count">
                  {data.total.count}
                </dd>
              </div>
            </dl>
            {currencies.length > 1 && (
              <SegmentedControl
                label="Chart currency"
                options={currencies.map((code) => ({ value: code, label: code }))}
                value={currency ?? ''}
                onChange={setChosenCurrency}
                className="justify-self-start"
              />
            )}
            <figure aria-labelledby="monthly-invoices-caption" className="grid gap-2">
              <figcaption id="monthly-invoices-caption" className="text-xs text-muted-foreground">
                {data.total.count === 0
                  ? `No invoices in ${data.year}.`
                  : currency
                    ? `Invoice totals per month in ${data.year} (${currency})`
                    : `Invoices per month in ${data.year}`}
              </figcaption>
              <div aria-hidden className="h-[260px]">
                <Suspense fallback={<Skeleton className="h-full" />}>
                  <ContactMonthlyChart bars={bars} currency={currency} />
                </Suspense>
              </div>
              <MonthlyTable year={data.year} bars={bars} currency={currency} />
            </figure>
          </>
        )}
      </CardContent>
    </Card>
  );
}
