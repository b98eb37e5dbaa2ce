import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TInviteMemberRequest, TProjectInvitation } from '@papertray/contract';
import { api } from '@/lib/api';
import { teamQueryKeys } from './team-query-keys';

export function inviteMember(
  projectId: string,
  body: TInviteMemberRequest,
): Promise<TProjectInvitation> {
  return api.post<TProjectInvitation>(`/projects/${projectId}/invitations`, body);
}

export function useInviteMember(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TInviteMemberRequest) => inviteMember(projectId, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: teamQueryKeys.invitations(projectId) }),
        // The seat count includes pending invitations.
        queryClient.invalidateQueries({ queryKey: teamQueryKeys.members(projectId) }),
      ]),
  });
}
