import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

interface SegmentedControlProps<Value> {
  /** Names the group for screen readers. */
  label: string;
  options: readonly { value: Value; label: string }[];
  value: Value;
  onChange: (value: Value) => void;
  className?: string;
}

/** A row of toggle buttons of which exactly one is pressed (a list's view switch). */
export function SegmentedControl<Value extends string | boolean>({
  label,
  options,
  value,
  onChange,
  className,
}: SegmentedControlProps<Value>) {
  return (
    <div
      role="group"
      aria-label={label}
      className={cn('inline-flex max-w-full overflow-x-auto rounded-lg bg-muted p-1', className)}
    >
      {options.map((option) => (
        <Button
          key={option.label}
          size="sm"
          variant={value === option.value ? 'outline' : 'ghost'}
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
          className="border-0"
        >
          {option.label}
        </Button>
      ))}
    </div>
  );
}
