import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { teamQueryKeys } from './team-query-keys';

export function rejectInvitation(inviteId: string): Promise<{ message: string }> {
  return api.post<{ message: string }>(`/teams/invitations/${inviteId}/reject`);
}

export function useRejectInvitation(inviteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => rejectInvitation(inviteId),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: teamQueryKeys.invitation(inviteId) }),
  });
}
