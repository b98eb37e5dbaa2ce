import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TInboxEditFields } from '@papertray/contract';
import { api } from '@/lib/api';
import { inboxQueryKeys } from './inbox-query-keys';

export function getInboxEditFields(inboxId: string): Promise<TInboxEditFields> {
  return api.get<TInboxEditFields>(`/inboxes/${inboxId}/edit`);
}

export function getInboxEditFieldsQueryOptions(inboxId: string) {
  return queryOptions({
    queryKey: inboxQueryKeys.editFields(inboxId),
    queryFn: () => getInboxEditFields(inboxId),
    staleTime: 0,
  });
}

export function useInboxEditFields(inboxId: string, enabled: boolean) {
  return useQuery({ ...getInboxEditFieldsQueryOptions(inboxId), enabled });
}
