import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TInbox } from '@papertray/contract';
import { api } from '@/lib/api';
import { inboxQueryKeys } from './inbox-query-keys';

export function getInboxes(projectId: string): Promise<TInbox[]> {
  return api.get<TInbox[]>('/inboxes', { projectId });
}

export function getInboxesQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: inboxQueryKeys.list(projectId),
    queryFn: () => getInboxes(projectId),
  });
}

export function useInboxes(projectId: string) {
  return useQuery(getInboxesQueryOptions(projectId));
}
