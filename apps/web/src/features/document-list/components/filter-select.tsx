import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

interface FilterSelectProps extends Omit<ComponentProps<'select'>, 'onChange'> {
  label: string;
  options: { value: string; label: string }[];
  /** The empty choice, e.g. 'All types'. */
  allLabel: string;
  onChange: (value: string) => void;
}

/** A labelled native select for one list filter (works with every screen reader and phone). */
export function FilterSelect({
  label,
  options,
  allLabel,
  onChange,
  className,
  id,
  ...props
}: FilterSelectProps) {
  return (
    <label htmlFor={id} className="grid min-w-0 gap-1 text-xs font-medium text-muted-foreground">
      {label}
      <select
        id={id}
        onChange={(event) => onChange(event.target.value)}
        className={cn(
          'h-9 w-full min-w-0 rounded-md border border-input bg-card px-3 text-sm text-foreground shadow-xs focus-visible:outline-2 focus-visible:outline-ring/40',
          className,
        )}
        {...props}
      >
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
