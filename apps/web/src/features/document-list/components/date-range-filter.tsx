import { useState } from 'react';
import { Input } from '@/components/ui/input';
import { dateRangeProblem } from '../lib/document-list-filters';

interface DateRange {
  from: string;
  to: string;
}

/**
 * Added-between dates. A range is applied only when valid; otherwise the fields say what is
 * wrong and the list keeps the last valid range.
 */
export function DateRangeFilter({
  from,
  to,
  onChange,
}: DateRange & { onChange: (range: DateRange) => void }) {
  const [draft, setDraft] = useState<DateRange>({ from, to });
  const [applied, setApplied] = useState<DateRange>({ from, to });
  if (applied.from !== from || applied.to !== to) {
    setApplied({ from, to });
    setDraft({ from, to });
  }
  const problem = dateRangeProblem(draft.from, draft.to);

  const change = (next: DateRange) => {
    setDraft(next);
    if (!dateRangeProblem(next.from, next.to)) onChange(next);
  };

  const field = (key: keyof DateRange, label: string) => (
    <label className="grid min-w-0 gap-1 text-xs font-medium text-muted-foreground">
      {label}
      <Input
        type="date"
        value={draft[key]}
        max={key === 'from' ? draft.to || undefined : undefined}
        min={key === 'to' ? draft.from || undefined : undefined}
        onChange={(event) => change({ ...draft, [key]: event.target.value })}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? 'document-date-error' : undefined}
        className="h-9 text-foreground"
      />
    </label>
  );

  return (
    <fieldset className="col-span-full grid min-w-0 gap-1 sm:col-span-2">
      <legend className="sr-only">Added between</legend>
      <div className="grid grid-cols-2 gap-2">
        {field('from', 'Added from')}
        {field('to', 'Added to')}
      </div>
      {problem && (
        <p id="document-date-error" role="alert" className="text-xs text-destructive">
          {problem}
        </p>
      )}
    </fieldset>
  );
}
