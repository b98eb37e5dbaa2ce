import type { TDocument } from '@papertray/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { projectStatsQueryOptions } from '@/lib/projects/projects-query';
import { isBeingProcessed } from '../api/get-recent-documents';

interface Seen {
  projectId: string;
  ids: Set<string>;
  inProgress: Set<string>;
}

/**
 * Reading a document creates its vendor contact, and mail brings documents in, but nothing
 * tells the stats query. The recent documents poll, so when they show a new document, or one
 * they saw in progress is no longer in progress, fetch the stats again.
 */
export function useRefreshStatsOnDocumentChanges(
  projectId: string | undefined,
  documents: Pick<TDocument, '_id' | 'processing'>[] | undefined,
) {
  const queryClient = useQueryClient();
  const seen = useRef<Seen | null>(null);
  useEffect(() => {
    if (!projectId || !documents) return;
    const now: Seen = {
      projectId,
      ids: new Set(documents.map((document) => document._id)),
      inProgress: new Set(documents.filter(isBeingProcessed).map((document) => document._id)),
    };
    const before = seen.current;
    seen.current = now;
    // The first list of a project is the baseline: the stats were fetched along with it.
    if (before?.projectId !== projectId) return;
    const arrived = [...now.ids].some((id) => !before.ids.has(id));
    const finished = [...before.inProgress].some((id) => !now.inProgress.has(id));
    if (arrived || finished) {
      void queryClient.invalidateQueries({
        queryKey: projectStatsQueryOptions(projectId).queryKey,
      });
    }
  }, [projectId, documents, queryClient]);
}
