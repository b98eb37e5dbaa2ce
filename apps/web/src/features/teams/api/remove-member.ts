import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { teamQueryKeys } from './team-query-keys';

export function removeMember(projectId: string, userId: string): Promise<{ message: string }> {
  return api.delete<{ message: string }>(`/projects/${projectId}/members/${userId}`);
}

export function useRemoveMember(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => removeMember(projectId, userId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamQueryKeys.members(projectId) }),
  });
}
