import { useMutation } from '@tanstack/react-query';
import type { TFolder, TUpdateFolderRequest } from '@papertray/contract';
import { api } from '@/lib/api';
import { useRefreshFolders } from './use-refresh-folders';

export function updateFolder(
  projectId: string,
  folderId: string,
  input: TUpdateFolderRequest,
): Promise<TFolder> {
  return api.patch<TFolder>(`/folders/${projectId}/${folderId}`, input);
}

export function useUpdateFolder(projectId: string) {
  const { invalidate } = useRefreshFolders();
  return useMutation({
    mutationFn: ({ folderId, input }: { folderId: string; input: TUpdateFolderRequest }) =>
      updateFolder(projectId, folderId, input),
    onSuccess: () => invalidate(projectId),
  });
}
