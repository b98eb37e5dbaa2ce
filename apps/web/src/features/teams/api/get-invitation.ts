import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TInvitation } from '@papertray/contract';
import { api } from '@/lib/api';
import { ApiError } from '@/lib/api-error';
import { teamQueryKeys } from './team-query-keys';

export function getInvitation(inviteId: string): Promise<TInvitation> {
  return api.get<TInvitation>(`/teams/invitations/${inviteId}`);
}

/** Unknown, revoked, or not an id at all: the 'Invitation Not Found' page. */
export function isInvitationMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

export function getInvitationQueryOptions(inviteId: string) {
  return queryOptions({
    queryKey: teamQueryKeys.invitation(inviteId),
    queryFn: () => getInvitation(inviteId),
    retry: (failures, error) => !isInvitationMissing(error) && failures < 1,
  });
}

export function useInvitation(inviteId: string) {
  return useQuery(getInvitationQueryOptions(inviteId));
}
