import { useMutation } from '@tanstack/react-query';
import type { TFolderList } from '@papertray/contract';
import { api } from '@/lib/api';
import { useRefreshFolders } from './use-refresh-folders';

export function createDefaultFolders(projectId: string): Promise<TFolderList> {
  return api.post<TFolderList>(`/folders/${projectId}/create-defaults`);
}

export function useCreateDefaultFolders(projectId: string) {
  const { replace } = useRefreshFolders();
  return useMutation({
    mutationFn: () => createDefaultFolders(projectId),
    onSuccess: (folders) => replace(projectId, folders),
  });
}
