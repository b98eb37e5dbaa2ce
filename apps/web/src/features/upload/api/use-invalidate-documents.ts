import { useQueryClient } from '@tanstack/react-query';
import { projectStatsQueryOptions } from '@/lib/projects/projects-query';

/** A new document changes every document list and the project's counts. */
export function useInvalidateDocuments() {
  const queryClient = useQueryClient();
  return (projectId: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['documents'] }),
      queryClient.invalidateQueries({ queryKey: projectStatsQueryOptions(projectId).queryKey }),
    ]);
}
