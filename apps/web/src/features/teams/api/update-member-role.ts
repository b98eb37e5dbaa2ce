import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAssignableRole, TMember } from '@papertray/contract';
import { api } from '@/lib/api';
import { teamQueryKeys } from './team-query-keys';

export function updateMemberRole(
  projectId: string,
  userId: string,
  role: TAssignableRole,
): Promise<TMember> {
  return api.patch<TMember>(`/projects/${projectId}/members/${userId}`, { role });
}

export function useUpdateMemberRole(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: TAssignableRole }) =>
      updateMemberRole(projectId, userId, role),
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamQueryKeys.members(projectId) }),
  });
}
