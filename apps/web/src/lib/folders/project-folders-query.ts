import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TFolderList } from '@papertray/contract';
import { api } from '@/lib/api';

export function getProjectFolders(projectId: string): Promise<TFolderList> {
  return api.get<TFolderList>(`/folders/${projectId}`);
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
