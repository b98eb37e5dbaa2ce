import { cn } from '@/lib/utils';

export interface SortChoice<Field extends string> {
  label: string;
  sortBy: Field;
  sortOrder: 'asc' | 'desc';
}

interface SortSelectProps<Field extends string> {
  choices: readonly SortChoice<Field>[];
  sortBy: Field;
  sortOrder: 'asc' | 'desc';
  onChange: (sort: { sortBy: Field; sortOrder: 'asc' | 'desc' }) => void;
  className?: string;
}

const key = (sort: { sortBy: string; sortOrder: string }) => `${sort.sortBy}:${sort.sortOrder}`;

/** A list's sort choice on phones, where a table's sortable column headers are not shown. */
export function SortSelect<Field extends string>(props: SortSelectProps<Field>) {
  return (
    <label className={cn('flex items-center gap-2 text-sm text-muted-foreground', props.className)}>
      Sort by
      <select
        value={key(props)}
        onChange={(event) => {
          const chosen = props.choices.find((choice) => key(choice) === event.target.value);
          if (chosen) props.onChange({ sortBy: chosen.sortBy, sortOrder: chosen.sortOrder });
        }}
        className="h-9 min-w-0 rounded-md border border-input bg-card px-2 text-sm text-foreground shadow-xs"
      >
        {props.choices.map((choice) => (
          <option key={key(choice)} value={key(choice)}>
            {choice.label}
          </option>
        ))}
      </select>
    </label>
  );
}
