import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TFolder } from '@papertray/contract';
import { api } from '@/lib/api';

export function getProjectFolders(projectId: string): Promise<TFolder[]> {
  return api.get<TFolder[]>(`/folders/${projectId}`);
}

export function getProjectFoldersQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: ['folders', projectId],
    queryFn: () => getProjectFolders(projectId),
  });
}

export function useProjectFolders(projectId: string | undefined) {
  return useQuery({ ...getProjectFoldersQueryOptions(projectId ?? ''), enabled: !!projectId });
}
