import type { DocumentListFilters, DocumentSortField } from '../lib/document-list-filters';

const SORT_CHOICES: { label: string; sortBy: DocumentSortField; sortOrder: 'asc' | 'desc' }[] = [
  { label: 'Newest first', sortBy: 'createdAt', sortOrder: 'desc' },
  { label: 'Oldest first', sortBy: 'createdAt', sortOrder: 'asc' },
  { label: 'Name, A to Z', sortBy: 'name', sortOrder: 'asc' },
  { label: 'Name, Z to A', sortBy: 'name', sortOrder: 'desc' },
  { label: 'Amount, highest first', sortBy: 'totalAmount', sortOrder: 'desc' },
  { label: 'Amount, lowest first', sortBy: 'totalAmount', sortOrder: 'asc' },
  { label: 'Document date, newest first', sortBy: 'issueDate', sortOrder: 'desc' },
  { label: 'Document date, oldest first', sortBy: 'issueDate', sortOrder: 'asc' },
];

/** The phone's sort choice (the table sorts by its column headers instead). */
export function DocumentSortSelect({
  filters,
  onChange,
}: {
  filters: Pick<DocumentListFilters, 'sortBy' | 'sortOrder'>;
  onChange: (sort: Pick<DocumentListFilters, 'sortBy' | 'sortOrder'>) => void;
}) {
  return (
    <label className="flex items-center gap-2 text-sm text-muted-foreground">
      Sort by
      <select
        value={`${filters.sortBy}:${filters.sortOrder}`}
        onChange={(event) => {
          const chosen = SORT_CHOICES.find(
            (c) => `${c.sortBy}:${c.sortOrder}` === event.target.value,
          );
          if (chosen) onChange({ sortBy: chosen.sortBy, sortOrder: chosen.sortOrder });
        }}
        className="h-9 min-w-0 rounded-md border border-input bg-card px-2 text-sm text-foreground shadow-xs"
      >
        {SORT_CHOICES.map((choice) => (
          <option
            key={`${choice.sortBy}:${choice.sortOrder}`}
            value={`${choice.sortBy}:${choice.sortOrder}`}
          >
            {choice.label}
          </option>
        ))}
      </select>
    </label>
  );
}
