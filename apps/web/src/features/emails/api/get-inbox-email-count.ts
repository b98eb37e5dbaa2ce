import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TEmailCount } from '@papertray/contract';
import { api } from '@/lib/api';
import { emailQueryKeys } from './email-query-keys';

export function getInboxEmailCount(inboxId: string): Promise<TEmailCount> {
  return api.get<TEmailCount>(`/emails/inbox/${inboxId}/count`);
}

export function getInboxEmailCountQueryOptions(inboxId: string) {
  return queryOptions({
    queryKey: emailQueryKeys.inboxCount(inboxId),
    queryFn: () => getInboxEmailCount(inboxId),
  });
}

export function useInboxEmailCount(inboxId: string) {
  return useQuery(getInboxEmailCountQueryOptions(inboxId));
}
