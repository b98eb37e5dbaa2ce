import { useUrlQuery } from '@/lib/use-url-query';
import { isInboxSortField, type InboxSortField, type SortOrder } from '../lib/sort-inboxes';

const DEFAULTS = { search: '', sortBy: 'name', sortOrder: 'asc' } as const;

/** search, sortBy and sortOrder kept in the URL query; defaults are left out of the URL. */
export function useInboxListParams() {
  const [params, setParams] = useUrlQuery();
  const search = params.get('search') ?? DEFAULTS.search;
  const rawSortBy = params.get('sortBy') ?? DEFAULTS.sortBy;
  const sortBy: InboxSortField = isInboxSortField(rawSortBy) ? rawSortBy : DEFAULTS.sortBy;
  const sortOrder: SortOrder = params.get('sortOrder') === 'desc' ? 'desc' : 'asc';

  const update = (next: { search?: string; sortBy?: InboxSortField; sortOrder?: SortOrder }) =>
    setParams((current) => {
      const merged = new URLSearchParams(current);
      for (const [key, value] of Object.entries(next)) {
        if (value === DEFAULTS[key as keyof typeof DEFAULTS]) merged.delete(key);
        else merged.set(key, value);
      }
      return merged;
    });

  return {
    search,
    sortBy,
    sortOrder,
    setSearch: (value: string) => update({ search: value }),
    setSort: (field: InboxSortField, order: SortOrder) =>
      update({ sortBy: field, sortOrder: order }),
    /** Same column: flip the order; a new column starts ascending. */
    toggleSort: (field: InboxSortField) =>
      update(
        field === sortBy
          ? { sortOrder: sortOrder === 'asc' ? 'desc' : 'asc' }
          : { sortBy: field, sortOrder: 'asc' },
      ),
  };
}
