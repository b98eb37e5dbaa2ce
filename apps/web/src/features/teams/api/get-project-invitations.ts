import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TProjectInvitationList } from '@papertray/contract';
import { api } from '@/lib/api';
import { teamQueryKeys } from './team-query-keys';

export function getProjectInvitations(projectId: string): Promise<TProjectInvitationList> {
  return api.get<TProjectInvitationList>(`/projects/${projectId}/invitations`);
}

export function getProjectInvitationsQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: teamQueryKeys.invitations(projectId),
    queryFn: () => getProjectInvitations(projectId),
  });
}

/** Pending and expired invitations; only asked for by roles that may manage them. */
export function useProjectInvitations(projectId: string, enabled: boolean) {
  return useQuery({ ...getProjectInvitationsQueryOptions(projectId), enabled });
}
