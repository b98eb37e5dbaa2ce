import { useState } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  type BarShapeProps,
} from 'recharts';
import { formatAmount } from '@/lib/format-amount';
import type { MonthlyBar } from '../lib/monthly-series';

export interface ContactMonthlyChartProps {
  bars: MonthlyBar[];
  /** The currency the bars are in; null draws the invoice counts instead. */
  currency: string | null;
}

/** Below this chart width, months are named by their first letter so twelve labels fit. */
const SHORT_LABELS_BELOW_PX = 480;

const compact = new Intl.NumberFormat(undefined, { notation: 'compact', maximumFractionDigits: 1 });

/** Each bar says which month it is, so tests and tools can find it. */
function MonthBar({ x, y, width, height, payload }: BarShapeProps) {
  const bar = payload as MonthlyBar;
  if (!height || height <= 0) return null;
  return (
    <rect
      x={x}
      y={y}
      width={width}
      height={height}
      rx={4}
      fill="var(--primary)"
      data-month={bar.month}
      className="contact-month-bar"
    />
  );
}

function ChartTooltip({
  active,
  payload,
  currency,
}: {
  active?: boolean;
  payload?: readonly { payload?: unknown }[];
  currency: string | null;
}) {
  const bar = payload?.[0]?.payload as MonthlyBar | undefined;
  if (!active || !bar) return null;
  return (
    <div className="rounded-md border bg-popover px-3 py-2 text-sm text-popover-foreground shadow-md">
      <p className="font-medium">{bar.label}</p>
      {currency && (
        <p className="tabular-nums">{formatAmount(Math.round(bar.amount * 100), currency)}</p>
      )}
      <p className="text-muted-foreground">
        {bar.count} invoice{bar.count === 1 ? '' : 's'}
      </p>
    </div>
  );
}

/** The monthly bars (recharts, loaded with the contact screen only). Colours follow the theme. */
export default function ContactMonthlyChart({ bars, currency }: ContactMonthlyChartProps) {
  const dataKey = currency ? 'amount' : 'count';
  const [narrow, setNarrow] = useState(false);
  return (
    <ResponsiveContainer
      width="100%"
      height={260}
      onResize={(width) => setNarrow(width < SHORT_LABELS_BELOW_PX)}
    >
      <BarChart
        data={bars}
        margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
        accessibilityLayer={false}
      >
        <CartesianGrid vertical={false} stroke="var(--border)" />
        <XAxis
          dataKey="label"
          tickLine={false}
          axisLine={{ stroke: 'var(--border)' }}
          tick={{ fill: 'var(--muted-foreground)', fontSize: 12 }}
          interval={0}
          tickMargin={6}
          tickFormatter={(label: string) => (narrow ? label.charAt(0) : label)}
        />
        <YAxis
          width={44}
          tickLine={false}
          axisLine={false}
          allowDecimals={!!currency}
          tick={{ fill: 'var(--muted-foreground)', fontSize: 12 }}
          tickFormatter={(value: number) => compact.format(value)}
        />
        <Tooltip
          cursor={{ fill: 'var(--muted)' }}
          content={(props) => <ChartTooltip {...props} currency={currency} />}
        />
        <Bar dataKey={dataKey} shape={MonthBar} isAnimationActive={false} maxBarSize={40} />
      </BarChart>
    </ResponsiveContainer>
  );
}
