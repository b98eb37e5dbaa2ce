import { useMutation } from '@tanstack/react-query';
import type { TCreateFolderRequest, TFolder } from '@papertray/contract';
import { api } from '@/lib/api';
import { useRefreshFolders } from './use-refresh-folders';

export function createFolder(projectId: string, input: TCreateFolderRequest): Promise<TFolder> {
  return api.post<TFolder>(`/folders/${projectId}`, input);
}

export function useCreateFolder(projectId: string) {
  const { invalidate } = useRefreshFolders();
  return useMutation({
    mutationFn: (input: TCreateFolderRequest) => createFolder(projectId, input),
    onSuccess: () => invalidate(projectId),
  });
}
