import { useQueryClient } from '@tanstack/react-query';
import type { TFolderList } from '@papertray/contract';
import { getProjectFoldersQueryOptions } from '@/lib/folders/project-folders-query';

/**
 * After a folder call: refetch the project's folder list (the Folders screen and the dashboard
 * card read the same query), or take the fresh list when the call answered with it.
 */
export function useRefreshFolders() {
  const queryClient = useQueryClient();
  const queryKey = (projectId: string) => getProjectFoldersQueryOptions(projectId).queryKey;
  return {
    invalidate: (projectId: string) =>
      queryClient.invalidateQueries({ queryKey: queryKey(projectId) }),
    replace: (projectId: string, folders: TFolderList) =>
      queryClient.setQueryData(queryKey(projectId), folders),
  };
}
