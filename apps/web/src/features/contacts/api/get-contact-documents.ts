import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TDocumentList } from '@papertray/contract';
import { api } from '@/lib/api';
import { contactQueryKeys } from './contact-query-keys';

/** Spec: the contact's documents, newest first by issue date (else the day they arrived). */
export const CONTACT_DOCUMENTS_PAGE_SIZE = 20;

export interface ContactDocumentsQuery {
  search?: string;
  page: number;
}

export function getContactDocuments(
  contactId: string,
  query: ContactDocumentsQuery,
): Promise<TDocumentList> {
  return api.get<TDocumentList>(`/contacts/${contactId}/documents`, {
    search: query.search,
    page: query.page,
    limit: CONTACT_DOCUMENTS_PAGE_SIZE,
    sortBy: 'issueDate',
    sortOrder: 'desc',
  });
}

export function getContactDocumentsQueryOptions(contactId: string, query: ContactDocumentsQuery) {
  return queryOptions({
    queryKey: contactQueryKeys.documents(contactId, query),
    queryFn: () => getContactDocuments(contactId, query),
    placeholderData: keepPreviousData,
  });
}

export function useContactDocuments(contactId: string, query: ContactDocumentsQuery) {
  return useQuery(getContactDocumentsQueryOptions(contactId, query));
}
