import {
  DOCUMENT_SORT_FIELDS,
  DOCUMENT_STATES,
  DOCUMENT_TYPES,
  type TDocumentState,
  type TDocumentType,
} from '@papertray/contract';

export type DocumentSortField = (typeof DOCUMENT_SORT_FIELDS)[number];
export type SortOrder = 'asc' | 'desc';
/** 'all' lists everything but the trash, as a mail client's "All" does. */
export type DocumentStateFilter = 'all' | TDocumentState;

/**
 * The documents list as the URL query says it (spec "List filters"). The query uses the names of
 * GET /api/documents (state, type, folderId, contactId, search, from, to, page, sortBy,
 * sortOrder), so /documents?folderId=... from a folder card is the API's own filter.
 */
export interface DocumentListFilters {
  state: DocumentStateFilter;
  /** Empty: every type. */
  types: TDocumentType[];
  folderId: string;
  contactId: string;
  search: string;
  /** ISO YYYY-MM-DD or empty. */
  from: string;
  to: string;
  page: number;
  sortBy: DocumentSortField;
  sortOrder: SortOrder;
}

export const DEFAULT_DOCUMENT_FILTERS: DocumentListFilters = {
  state: 'all',
  types: [],
  folderId: '',
  contactId: '',
  search: '',
  from: '',
  to: '',
  page: 1,
  sortBy: 'createdAt',
  sortOrder: 'desc',
};

/** The states 'all' stands for. */
const NOT_TRASHED: TDocumentState[] = ['paper_tray', 'approved'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const SEARCH_MAX = 200;

const oneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  value !== null && (values as readonly string[]).includes(value);

/** A real calendar day written YYYY-MM-DD (2024-02-30 is not one). */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

export const DATE_MESSAGES = {
  invalid: 'Date input not valid.',
  fromAfterTo: 'The start date must be on or before the end date.',
} as const;

/** What is wrong with a date range, or null when it can be applied. */
export function dateRangeProblem(from: string, to: string): string | null {
  if ((from && !isIsoDate(from)) || (to && !isIsoDate(to))) return DATE_MESSAGES.invalid;
  if (from && to && from > to) return DATE_MESSAGES.fromAfterTo;
  return null;
}

/** Reads the filters; anything the API would refuse falls back to its default. */
export function parseDocumentListParams(params: URLSearchParams): DocumentListFilters {
  const d = DEFAULT_DOCUMENT_FILTERS;
  const state = params.get('state');
  const types = (params.get('type') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s): s is TDocumentType => oneOf(DOCUMENT_TYPES, s));
  const id = (key: string) => {
    const value = params.get(key) ?? '';
    return UUID.test(value) ? value : '';
  };
  const date = (key: string) => {
    const value = params.get(key) ?? '';
    return isIsoDate(value) ? value : '';
  };
  // An inverted range would list nothing; it is dropped rather than guessed at.
  const inverted = dateRangeProblem(date('from'), date('to')) !== null;
  const from = inverted ? '' : date('from');
  const to = inverted ? '' : date('to');
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const sortBy = params.get('sortBy');
  const sortOrder = params.get('sortOrder');
  return {
    state: state === 'all' || oneOf(DOCUMENT_STATES, state) ? state : d.state,
    types: [...new Set(types)],
    folderId: id('folderId'),
    contactId: id('contactId'),
    search: (params.get('search') ?? '').trim().slice(0, SEARCH_MAX),
    from,
    to,
    page: Number.isFinite(page) && page > 1 ? page : d.page,
    sortBy: oneOf(DOCUMENT_SORT_FIELDS, sortBy) ? sortBy : d.sortBy,
    sortOrder: sortOrder === 'asc' || sortOrder === 'desc' ? sortOrder : d.sortOrder,
  };
}

/** The URL query for the filters; defaults are left out so a plain /documents stays plain. */
export function documentListSearchParams(filters: DocumentListFilters): URLSearchParams {
  const d = DEFAULT_DOCUMENT_FILTERS;
  const params = new URLSearchParams();
  if (filters.state !== d.state) params.set('state', filters.state);
  if (filters.types.length > 0) params.set('type', filters.types.join(','));
  if (filters.folderId) params.set('folderId', filters.folderId);
  if (filters.contactId) params.set('contactId', filters.contactId);
  if (filters.search.trim()) params.set('search', filters.search.trim());
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.sortBy !== d.sortBy || filters.sortOrder !== d.sortOrder) {
    params.set('sortBy', filters.sortBy);
    params.set('sortOrder', filters.sortOrder);
  }
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** Filter changes start again on page 1; only a page change keeps the page. */
export function changeFilters(
  current: DocumentListFilters,
  changes: Partial<DocumentListFilters>,
): DocumentListFilters {
  const page = changes.page ?? 1;
  return { ...current, ...changes, page };
}

/** Same column: flip the order; a new column starts with its natural order. */
export function toggleSort(filters: DocumentListFilters, field: DocumentSortField) {
  if (filters.sortBy === field) {
    return changeFilters(filters, { sortOrder: filters.sortOrder === 'asc' ? 'desc' : 'asc' });
  }
  const startsAscending = field === 'name';
  return changeFilters(filters, { sortBy: field, sortOrder: startsAscending ? 'asc' : 'desc' });
}

/** How many filters of the filter fields are set (search and the state tab aside). */
export function narrowingFilterCount(filters: DocumentListFilters): number {
  return [
    filters.types.length > 0,
    !!filters.folderId,
    !!filters.contactId,
    !!filters.from || !!filters.to,
  ].filter(Boolean).length;
}

/** True when anything narrows the list (the state tab aside). */
export function hasNarrowingFilters(filters: DocumentListFilters): boolean {
  return narrowingFilterCount(filters) > 0 || !!filters.search;
}

/** The query string values of GET /api/documents for these filters. */
export function documentListApiQuery(projectId: string, filters: DocumentListFilters) {
  return {
    projectId,
    state: (filters.state === 'all' ? NOT_TRASHED : [filters.state]).join(','),
    type: filters.types.length > 0 ? filters.types.join(',') : undefined,
    folderId: filters.folderId || undefined,
    contactId: filters.contactId || undefined,
    search: filters.search || undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
    page: filters.page,
    limit: DOCUMENTS_PAGE_SIZE,
    sortBy: filters.sortBy,
    sortOrder: filters.sortOrder,
  };
}

export const DOCUMENTS_PAGE_SIZE = 20;
