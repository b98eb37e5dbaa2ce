import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TInboxMailboxes } from '@papertray/contract';
import { api } from '@/lib/api';
import { inboxQueryKeys } from './inbox-query-keys';

export function getInboxMailboxes(inboxId: string): Promise<TInboxMailboxes> {
  return api.get<TInboxMailboxes>(`/inboxes/${inboxId}/mailboxes`);
}

export function getInboxMailboxesQueryOptions(inboxId: string) {
  return queryOptions({
    queryKey: inboxQueryKeys.mailboxes(inboxId),
    queryFn: () => getInboxMailboxes(inboxId),
  });
}

export function useInboxMailboxes(inboxId: string) {
  return useQuery(getInboxMailboxesQueryOptions(inboxId));
}
