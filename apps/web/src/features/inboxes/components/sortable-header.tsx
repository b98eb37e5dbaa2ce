import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { InboxSortField, SortOrder } from '../lib/sort-inboxes';

interface SortableHeaderProps {
  field: InboxSortField;
  label: string;
  sortBy: InboxSortField;
  sortOrder: SortOrder;
  onSort: (field: InboxSortField) => void;
}

export function SortableHeader({ field, label, sortBy, sortOrder, onSort }: SortableHeaderProps) {
  const active = field === sortBy;
  const Icon = !active ? ArrowUpDown : sortOrder === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      aria-sort={active ? (sortOrder === 'asc' ? 'ascending' : 'descending') : undefined}
      className="px-4 py-3 text-left font-medium"
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
