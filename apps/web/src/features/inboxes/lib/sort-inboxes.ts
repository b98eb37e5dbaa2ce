import type { TInbox } from '@papertray/contract';
import type { SortChoice } from '@/components/sort-select';

export const INBOX_SORT_FIELDS = [
  'name',
  'projectName',
  'emailAddress',
  'provider',
  'status',
] as const;
export type InboxSortField = (typeof INBOX_SORT_FIELDS)[number];
export type SortOrder = 'asc' | 'desc';

/** The table's column headings, which the phones' sort choice names too. */
export const INBOX_SORT_LABELS: Record<InboxSortField, string> = {
  name: 'Name',
  projectName: 'Project',
  emailAddress: 'E-mail',
  provider: 'Provider',
  status: 'Status',
};

/** The phones' sort choices: each column, A to Z and Z to A. */
export const INBOX_SORT_CHOICES: readonly SortChoice<InboxSortField>[] = INBOX_SORT_FIELDS.flatMap(
  (field) =>
    (['asc', 'desc'] as const).map((sortOrder) => ({
      label: `${INBOX_SORT_LABELS[field]}, ${sortOrder === 'asc' ? 'A to Z' : 'Z to A'}`,
      sortBy: field,
      sortOrder,
    })),
);

export function isInboxSortField(value: string): value is InboxSortField {
  return (INBOX_SORT_FIELDS as readonly string[]).includes(value);
}

/** Case-insensitive match on name, project and address (the search box). */
export function filterInboxes(inboxes: TInbox[], search: string): TInbox[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return inboxes;
  return inboxes.filter((inbox) =>
    [inbox.name, inbox.projectName, inbox.emailAddress].some((value) =>
      value.toLowerCase().includes(needle),
    ),
  );
}

export function sortInboxes(inboxes: TInbox[], field: InboxSortField, order: SortOrder): TInbox[] {
  const direction = order === 'asc' ? 1 : -1;
  return [...inboxes].sort(
    (a, b) => direction * a[field].localeCompare(b[field], undefined, { sensitivity: 'base' }),
  );
}
