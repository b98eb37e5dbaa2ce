import { useMutation } from '@tanstack/react-query';
import type { TAcceptInvitationResponse } from '@papertray/contract';
import { api } from '@/lib/api';

export function acceptInvitation(inviteId: string): Promise<TAcceptInvitationResponse> {
  return api.post<TAcceptInvitationResponse>(`/teams/invitations/${inviteId}/accept`);
}

export function useAcceptInvitation(inviteId: string) {
  return useMutation({ mutationFn: () => acceptInvitation(inviteId) });
}
