import {
  INBOX_SORT_FIELDS,
  INBOX_SORT_LABELS,
  type InboxSortField,
  type SortOrder,
} from '../lib/sort-inboxes';

const OPTIONS = INBOX_SORT_FIELDS.flatMap((field) =>
  (['asc', 'desc'] as const).map((order) => ({
    field,
    order,
    value: `${field}:${order}`,
    label: `${INBOX_SORT_LABELS[field]}, ${order === 'asc' ? 'A to Z' : 'Z to A'}`,
  })),
);

interface InboxSortSelectProps {
  sortBy: InboxSortField;
  sortOrder: SortOrder;
  onSortChange: (field: InboxSortField, order: SortOrder) => void;
}

/** The cards' sort choice on phones (the table sorts by its column headers instead). */
export function InboxSortSelect({ sortBy, sortOrder, onSortChange }: InboxSortSelectProps) {
  return (
    <label className="flex items-center justify-end gap-2 text-sm text-muted-foreground">
      Sort by
      <select
        value={`${sortBy}:${sortOrder}`}
        onChange={(event) => {
          const chosen = OPTIONS.find((option) => option.value === event.target.value);
          if (chosen) onSortChange(chosen.field, chosen.order);
        }}
        className="h-9 rounded-md border border-input bg-card px-2 text-sm text-foreground shadow-xs"
      >
        {OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
