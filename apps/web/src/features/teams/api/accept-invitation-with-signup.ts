import { useMutation } from '@tanstack/react-query';
import type { TAcceptWithSignupRequest, TAcceptWithSignupResponse } from '@papertray/contract';
import { api } from '@/lib/api';

/** Creates the account (or signs in to the existing one) and accepts, in one call. */
export function acceptInvitationWithSignup(
  inviteId: string,
  body: TAcceptWithSignupRequest,
): Promise<TAcceptWithSignupResponse> {
  return api.post<TAcceptWithSignupResponse>(
    `/teams/invitations/${inviteId}/accept-with-signup`,
    body,
  );
}

export function useAcceptInvitationWithSignup(inviteId: string) {
  return useMutation({
    mutationFn: (body: TAcceptWithSignupRequest) => acceptInvitationWithSignup(inviteId, body),
  });
}
