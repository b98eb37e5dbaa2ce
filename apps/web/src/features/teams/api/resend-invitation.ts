import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TProjectInvitation } from '@papertray/contract';
import { api } from '@/lib/api';
import { teamQueryKeys } from './team-query-keys';

export function resendInvitation(projectId: string, inviteId: string): Promise<TProjectInvitation> {
  return api.post<TProjectInvitation>(`/projects/${projectId}/invitations/${inviteId}/resend`);
}

export function useResendInvitation(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (inviteId: string) => resendInvitation(projectId, inviteId),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: teamQueryKeys.invitations(projectId) }),
  });
}
