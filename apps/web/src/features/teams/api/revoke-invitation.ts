import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { teamQueryKeys } from './team-query-keys';

export function revokeInvitation(
  projectId: string,
  inviteId: string,
): Promise<{ message: string }> {
  return api.delete<{ message: string }>(`/projects/${projectId}/invitations/${inviteId}`);
}

export function useRevokeInvitation(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (inviteId: string) => revokeInvitation(projectId, inviteId),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: teamQueryKeys.invitations(projectId) }),
        queryClient.invalidateQueries({ queryKey: teamQueryKeys.members(projectId) }),
      ]),
  });
}
