import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { cn } from '@/lib/utils';

interface SortableHeaderProps<Field extends string> {
  field: Field;
  label: string;
  sortBy: Field;
  sortOrder: 'asc' | 'desc';
  onSort: (field: Field) => void;
  className?: string;
}

/** A column header that sorts by its field; shows the direction and sets aria-sort. */
export function SortableHeader<Field extends string>({
  field,
  label,
  sortBy,
  sortOrder,
  onSort,
  className,
}: SortableHeaderProps<Field>) {
  const active = field === sortBy;
  const Icon = !active ? ArrowUpDown : sortOrder === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      aria-sort={active ? (sortOrder === 'asc' ? 'ascending' : 'descending') : undefined}
      className={cn('px-4 py-3 text-left font-medium', className)}
    >
      <button
        type="button"
        onClick={() => onSort(field)}
        className="-mx-1 inline-flex items-center gap-1.5 rounded px-1 hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
      >
        {label}
        <Icon className={active ? 'size-3.5' : 'size-3.5 opacity-50'} aria-hidden />
      </button>
    </th>
  );
}
