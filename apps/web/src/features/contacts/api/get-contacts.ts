import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TContactList, TContactListQuery } from '@papertray/contract';
import { api } from '@/lib/api';
import { contactQueryKeys } from './contact-query-keys';

/** GET /contacts: one page of a project's contacts, searched, filtered and sorted. */
export function getContacts(query: TContactListQuery): Promise<TContactList> {
  return api.get<TContactList>('/contacts', { ...query });
}

export function getContactsQueryOptions(query: TContactListQuery) {
  return queryOptions({
    queryKey: contactQueryKeys.list(query),
    queryFn: () => getContacts(query),
    // The old page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useContacts(query: TContactListQuery) {
  return useQuery({ ...getContactsQueryOptions(query), enabled: !!query.projectId });
}
