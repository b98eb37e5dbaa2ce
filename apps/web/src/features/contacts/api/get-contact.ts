import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TContact } from '@papertray/contract';
import { api } from '@/lib/api';
import { ApiError } from '@/lib/api-error';
import { contactQueryKeys } from './contact-query-keys';

export function getContact(contactId: string): Promise<TContact> {
  return api.get<TContact>(`/contacts/${contactId}`);
}

/** 404 (unknown, or another team's) and 400 (not an id at all) both mean: no such contact. */
export function isContactMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

export function getContactQueryOptions(contactId: string) {
  return queryOptions({
    queryKey: contactQueryKeys.detail(contactId),
    queryFn: () => getContact(contactId),
    // Asking again will not make a missing contact appear.
    retry: (failures, error) => !isContactMissing(error) && failures < 1,
  });
}

export function useContact(contactId: string) {
  return useQuery(getContactQueryOptions(contactId));
}
