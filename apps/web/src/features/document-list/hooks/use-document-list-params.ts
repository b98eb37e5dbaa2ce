import { useUrlQuery } from '@/lib/use-url-query';
import {
  changeFilters,
  DEFAULT_DOCUMENT_FILTERS,
  documentListSearchParams,
  parseDocumentListParams,
  toggleSort,
  type DocumentListFilters,
  type DocumentSortField,
} from '../lib/document-list-filters';

type FilterChanges = Partial<Omit<DocumentListFilters, 'page'>>;

/** The list's filters, sort and page, kept in the URL query (spec "List filters"). */
export function useDocumentListParams() {
  const [params, setParams] = useUrlQuery();
  const filters = parseDocumentListParams(params);

  // From the latest change, not this render's query: a debounced search must not undo a newer one.
  const update = (next: (current: DocumentListFilters) => DocumentListFilters) =>
    setParams((current) => documentListSearchParams(next(parseDocumentListParams(current))));

  return {
    filters,
    /** A filter change goes back to page 1. */
    setFilters: (changes: FilterChanges) => update((current) => changeFilters(current, changes)),
    setPage: (page: number) => update((current) => changeFilters(current, { page })),
    sortBy: (field: DocumentSortField) => update((current) => toggleSort(current, field)),
    /** Keeps the state tab and the sort: clearing filters should not jump out of the trash. */
    clearFilters: () =>
      update((current) => ({
        ...DEFAULT_DOCUMENT_FILTERS,
        state: current.state,
        sortBy: current.sortBy,
        sortOrder: current.sortOrder,
      })),
  };
}
