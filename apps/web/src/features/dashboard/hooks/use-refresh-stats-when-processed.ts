import type { TDocument } from '@papertray/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { projectStatsQueryOptions } from '@/lib/projects/projects-query';
import { isBeingProcessed } from '../api/get-recent-documents';

/**
 * Reading a document creates its vendor contact and may change what the stats count, but
 * nothing tells the stats query. The recent documents poll while something is processed, so
 * when a document they saw in progress is no longer in progress, fetch the stats again.
 */
export function useRefreshStatsWhenProcessed(
  projectId: string | undefined,
  documents: TDocument[] | undefined,
) {
  const queryClient = useQueryClient();
  const inProgress = useRef(new Set<string>());
  useEffect(() => {
    if (!projectId || !documents) return;
    const now = new Set(documents.filter(isBeingProcessed).map((document) => document._id));
    const finished = [...inProgress.current].some((id) => !now.has(id));
    inProgress.current = now;
    if (finished) {
      void queryClient.invalidateQueries({
        queryKey: projectStatsQueryOptions(projectId).queryKey,
      });
    }
  }, [projectId, documents, queryClient]);
}
