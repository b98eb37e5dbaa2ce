import { useUrlQuery } from '@/lib/use-url-query';
import { ZContactType, type TContactType } from '@papertray/contract';
import {
  DEFAULT_CONTACT_SORT,
  isContactSortField,
  isDefaultContactSort,
  type ContactSort,
} from '../lib/contact-sort';

/**
 * The contacts list state in the URL query (spec "List filters"): search, type, sortBy,
 * sortOrder and page. Defaults stay out of the URL.
 */
export function useContactListParams() {
  const [params, setParams] = useUrlQuery();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const search = params.get('search') ?? '';
  const parsedType = ZContactType.safeParse(params.get('type'));
  const type: TContactType | undefined = parsedType.success ? parsedType.data : undefined;
  const sortBy = params.get('sortBy');
  const sort: ContactSort = isContactSortField(sortBy)
    ? { sortBy, sortOrder: params.get('sortOrder') === 'asc' ? 'asc' : 'desc' }
    : DEFAULT_CONTACT_SORT;

  const update = (changes: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      return next;
    });

  return {
    page,
    search,
    type,
    sort,
    setPage: (value: number) => update({ page: value > 1 ? String(value) : null }),
    /** A new search, filter or order starts again on page 1. */
    setSearch: (value: string) => update({ search: value.trim() || null, page: null }),
    setType: (value: TContactType | undefined) => update({ type: value ?? null, page: null }),
    clearFilters: () => update({ search: null, type: null, page: null }),
    setSort: (value: ContactSort) => {
      const isDefault = isDefaultContactSort(value);
      update({
        sortBy: isDefault ? null : value.sortBy,
        sortOrder: isDefault ? null : value.sortOrder,
        page: null,
      });
    },
  };
}
