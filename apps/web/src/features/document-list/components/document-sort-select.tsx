import { SortSelect, type SortChoice } from '@/components/sort-select';
import type { DocumentListFilters, DocumentSortField } from '../lib/document-list-filters';

const SORT_CHOICES: SortChoice<DocumentSortField>[] = [
  { label: 'Newest first', sortBy: 'createdAt', sortOrder: 'desc' },
  { label: 'Oldest first', sortBy: 'createdAt', sortOrder: 'asc' },
  { label: 'Name, A to Z', sortBy: 'name', sortOrder: 'asc' },
  { label: 'Name, Z to A', sortBy: 'name', sortOrder: 'desc' },
  { label: 'Amount, highest first', sortBy: 'totalAmount', sortOrder: 'desc' },
  { label: 'Amount, lowest first', sortBy: 'totalAmount', sortOrder: 'asc' },
  { label: 'Document date, newest first', sortBy: 'issueDate', sortOrder: 'desc' },
  { label: 'Document date, oldest first', sortBy: 'issueDate', sortOrder: 'asc' },
];

type DocumentSort = Pick<DocumentListFilters, 'sortBy' | 'sortOrder'>;

/** The phone's sort choice (the table sorts by its column headers instead). */
export function DocumentSortSelect({
  filters,
  onChange,
}: {
  filters: DocumentSort;
  onChange: (sort: DocumentSort) => void;
}) {
  return (
    <SortSelect
      choices={SORT_CHOICES}
      sortBy={filters.sortBy}
      sortOrder={filters.sortOrder}
      onChange={onChange}
    />
  );
}
