import { useMutation } from '@tanstack/react-query';
import type { TFolderList } from '@papertray/contract';
import { api } from '@/lib/api';
import { useRefreshFolders } from './use-refresh-folders';

export function recalculateFolderCounts(projectId: string): Promise<TFolderList> {
  return api.post<TFolderList>(`/folders/${projectId}/recalculate-counts`);
}

export function useRecalculateFolderCounts(projectId: string) {
  const { replace } = useRefreshFolders();
  return useMutation({
    mutationFn: () => recalculateFolderCounts(projectId),
    onSuccess: (folders) => replace(projectId, folders),
  });
}
