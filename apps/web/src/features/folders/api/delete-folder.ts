import { useMutation } from '@tanstack/react-query';
import type { TMessageResponse } from '@papertray/contract';
import { api } from '@/lib/api';
import { useRefreshFolders } from './use-refresh-folders';

export function deleteFolder(projectId: string, folderId: string): Promise<TMessageResponse> {
  return api.delete<TMessageResponse>(`/folders/${projectId}/${folderId}`);
}

export function useDeleteFolder(projectId: string) {
  const { invalidate } = useRefreshFolders();
  return useMutation({
    mutationFn: (folderId: string) => deleteFolder(projectId, folderId),
    onSuccess: () => invalidate(projectId),
  });
}
