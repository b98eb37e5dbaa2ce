import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TInbox } from '@papertray/contract';
import { api } from '@/lib/api';
import { inboxQueryKeys } from './inbox-query-keys';

/** How often an inbox is re-read while its sync runs. */
const SYNCING_POLL_MS = 2_000;

export function getInbox(inboxId: string): Promise<TInbox> {
  return api.get<TInbox>(`/inboxes/${inboxId}`);
}

export function getInboxQueryOptions(inboxId: string) {
  return queryOptions({
    queryKey: inboxQueryKeys.detail(inboxId),
    queryFn: () => getInbox(inboxId),
    refetchInterval: (query) => (query.state.data?.syncing ? SYNCING_POLL_MS : false),
  });
}

export function useInbox(inboxId: string) {
  return useQuery(getInboxQueryOptions(inboxId));
}
