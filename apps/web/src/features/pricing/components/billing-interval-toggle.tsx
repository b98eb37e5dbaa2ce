import type { TBillingInterval } from '@papertray/contract';
import { cn } from '@/lib/utils';

export function BillingIntervalToggle({
  value,
  onChange,
}: {
  value: TBillingInterval;
  onChange: (value: TBillingInterval) => void;
}) {
  const option = (interval: TBillingInterval, label: string) => (
    <button
      type="button"
      role="radio"
      aria-checked={value === interval}
      onClick={() => onChange(interval)}
      className={cn(
        'rounded-full px-4 py-1.5 text-sm font-medium transition-colors',
        value === interval
          ? 'bg-card text-foreground shadow-sm'
          : 'text-muted-foreground hover:text-foreground',
      )}
    >
      {label}
    </button>
  );
  return (
    <div className="flex flex-col items-center gap-2">
      <div
        role="radiogroup"
        aria-label="Billing interval"
        className="inline-flex rounded-full bg-muted p-1"
      >
        {option('monthly', 'Monthly')}
        {option('yearly', 'Yearly')}
      </div>
      <p className="text-sm font-medium text-success">Yearly billing saves 20%</p>
    </div>
  );
}
