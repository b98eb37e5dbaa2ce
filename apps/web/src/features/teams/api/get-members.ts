import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TMemberList } from '@papertray/contract';
import { api } from '@/lib/api';
import { teamQueryKeys } from './team-query-keys';

export function getMembers(projectId: string): Promise<TMemberList> {
  return api.get<TMemberList>(`/projects/${projectId}/members`);
}

export function getMembersQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: teamQueryKeys.members(projectId),
    queryFn: () => getMembers(projectId),
  });
}

export function useMembers(projectId: string) {
  return useQuery(getMembersQueryOptions(projectId));
}
