import { describe, expect, it } from 'vitest';
import {
  changeFilters,
  DATE_MESSAGES,
  dateRangeProblem,
  DEFAULT_DOCUMENT_FILTERS,
  documentListApiQuery,
  documentListSearchParams,
  hasNarrowingFilters,
  narrowingFilterCount,
  parseDocumentListParams,
  toggleSort,
} from './document-list-filters';

const FOLDER = '0b9d3c3e-6a43-4d5e-9a53-3f1f0f6c2a10';
const CONTACT = '5f2b7a0c-1e2d-4c3b-8a9f-7e6d5c4b3a21';
const parse = (query: string) => parseDocumentListParams(new URLSearchParams(query));

describe('parseDocumentListParams', () => {
  it('gives the defaults for an empty query', () => {
    expect(parse('')).toEqual(DEFAULT_DOCUMENT_FILTERS);
  });

  it('reads every filter under the API names', () => {
    expect(
      parse(
        `state=trash&type=invoice,receipt&folderId=${FOLDER}&contactId=${CONTACT}` +
          '&search=%20hosting%20&from=2024-01-01&to=2024-03-31&page=3&sortBy=totalAmount&sortOrder=asc',
      ),
    ).toEqual({
      state: 'trash',
      types: ['invoice', 'receipt'],
      folderId: FOLDER,
      contactId: CONTACT,
      search: 'hosting',
      from: '2024-01-01',
      to: '2024-03-31',
      page: 3,
      sortBy: 'totalAmount',
      sortOrder: 'asc',
    });
  });

  it('drops values the API would refuse instead of failing the list', () => {
    expect(
      parse(
        'state=archived&type=invoice,poem,invoice&folderId=12&contactId=x&page=-2' +
          '&sortBy=password&sortOrder=up&from=2024-02-30&to=tomorrow',
      ),
    ).toEqual({ ...DEFAULT_DOCUMENT_FILTERS, types: ['invoice'] });
  });

  it('drops an inverted date range but keeps a one-sided one', () => {
    expect(parse('from=2024-05-01&to=2024-04-01')).toMatchObject({ from: '', to: '' });
    expect(parse('from=2024-05-01')).toMatchObject({ from: '2024-05-01', to: '' });
    expect(parse('to=2024-05-01')).toMatchObject({ from: '', to: '2024-05-01' });
  });
});

describe('documentListSearchParams', () => {
  it('leaves defaults out of the URL', () => {
    expect(documentListSearchParams(DEFAULT_DOCUMENT_FILTERS).toString()).toBe('');
  });

  it('round-trips through the parser', () => {
    const filters = {
      ...DEFAULT_DOCUMENT_FILTERS,
      state: 'approved' as const,
      types: ['contract' as const],
      folderId: FOLDER,
      search: 'saeco',
      from: '2025-01-01',
      page: 2,
      sortBy: 'name' as const,
      sortOrder: 'asc' as const,
    };
    const query = documentListSearchParams(filters);
    expect(query.get('folderId')).toBe(FOLDER);
    expect(query.get('type')).toBe('contract');
    expect(parseDocumentListParams(query)).toEqual(filters);
  });
});

describe('changeFilters and toggleSort', () => {
  const onPage4 = { ...DEFAULT_DOCUMENT_FILTERS, page: 4 };

  it('sends a filter change back to page 1 but keeps a page change', () => {
    expect(changeFilters(onPage4, { search: 'x' }).page).toBe(1);
    expect(changeFilters(onPage4, { page: 5 }).page).toBe(5);
  });

  it('flips the order on the same column and starts a new one naturally', () => {
    expect(toggleSort(onPage4, 'createdAt')).toMatchObject({ sortOrder: 'asc', page: 1 });
    expect(toggleSort(onPage4, 'name')).toMatchObject({ sortBy: 'name', sortOrder: 'asc' });
    expect(toggleSort(onPage4, 'totalAmount')).toMatchObject({ sortOrder: 'desc' });
  });
});

describe('dateRangeProblem', () => {
  it('accepts empty, one-sided and ordered ranges', () => {
    expect(dateRangeProblem('', '')).toBeNull();
    expect(dateRangeProblem('2024-01-01', '')).toBeNull();
    expect(dateRangeProblem('2024-01-01', '2024-01-01')).toBeNull();
  });

  it('names invalid dates and inverted ranges', () => {
    expect(dateRangeProblem('2024-13-01', '')).toBe(DATE_MESSAGES.invalid);
    expect(dateRangeProblem('2024-02-01', '2024-01-31')).toBe(DATE_MESSAGES.fromAfterTo);
  });
});

describe('documentListApiQuery', () => {
  it('asks for everything but the trash under All', () => {
    expect(documentListApiQuery('p', DEFAULT_DOCUMENT_FILTERS)).toMatchObject({
      projectId: 'p',
      state: 'paper_tray,approved',
      type: undefined,
      search: undefined,
      page: 1,
      sortBy: 'createdAt',
      sortOrder: 'desc',
    });
  });

  it('passes one state and the type list as they are', () => {
    const query = documentListApiQuery('p', {
      ...DEFAULT_DOCUMENT_FILTERS,
      state: 'trash',
      types: ['invoice', 'receipt'],
      contactId: CONTACT,
    });
    expect(query).toMatchObject({ state: 'trash', type: 'invoice,receipt', contactId: CONTACT });
  });
});

describe('narrowingFilterCount and hasNarrowingFilters', () => {
  it('counts the filter fields, the date range as one, and leaves the state tab out', () => {
    const filters = { ...DEFAULT_DOCUMENT_FILTERS, state: 'trash' as const };
    expect(narrowingFilterCount(filters)).toBe(0);
    expect(hasNarrowingFilters(filters)).toBe(false);
    expect(
      narrowingFilterCount({ ...filters, folderId: FOLDER, from: '2024-01-01', to: '2024-02-01' }),
    ).toBe(2);
  });

  it('treats a search as narrowing though it has no field in the count', () => {
    const searched = { ...DEFAULT_DOCUMENT_FILTERS, search: 'saeco' };
    expect(narrowingFilterCount(searched)).toBe(0);
    expect(hasNarrowingFilters(searched)).toBe(true);
  });
});
