import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TLearnedFieldList } from '@papertray/contract';
import { api } from '@/lib/api';
import { contactQueryKeys } from './contact-query-keys';

/** GET /contacts/{id}/learned-fields: where this contact prints its fields, learned from corrections. */
export function getLearnedFields(contactId: string): Promise<TLearnedFieldList> {
  return api.get<TLearnedFieldList>(`/contacts/${contactId}/learned-fields`);
}

export function getLearnedFieldsQueryOptions(contactId: string) {
  return queryOptions({
    queryKey: contactQueryKeys.learnedFields(contactId),
    queryFn: () => getLearnedFields(contactId),
  });
}

export function useLearnedFields(contactId: string) {
  return useQuery(getLearnedFieldsQueryOptions(contactId));
}
