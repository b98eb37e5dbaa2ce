import type { SortChoice } from '@/components/sort-select';
import type { ContactSortField } from './contact-sort';

/** The phone's sort choices, the default (largest total first) on top. */
export const CONTACT_SORT_CHOICES: readonly SortChoice<ContactSortField>[] = [
  { label: 'Total amount, highest first', sortBy: 'metadata.totalAmount', sortOrder: 'desc' },
  { label: 'Total amount, lowest first', sortBy: 'metadata.totalAmount', sortOrder: 'asc' },
  { label: 'Last seen, newest first', sortBy: 'metadata.lastSeen', sortOrder: 'desc' },
  { label: 'Last seen, oldest first', sortBy: 'metadata.lastSeen', sortOrder: 'asc' },
  { label: 'Name, A to Z', sortBy: 'name', sortOrder: 'asc' },
  { label: 'Name, Z to A', sortBy: 'name', sortOrder: 'desc' },
  { label: 'Documents, most first', sortBy: 'metadata.documentCount', sortOrder: 'desc' },
];
