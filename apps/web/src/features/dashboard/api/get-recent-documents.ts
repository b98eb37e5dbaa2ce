import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TDocument, TDocumentList } from '@papertray/contract';
import { api } from '@/lib/api';

/** Spec section 9: the dashboard shows the 5 newest documents. */
export const RECENT_DOCUMENTS_LIMIT = 5;
/** While something is being read, the list looks again this often to show the result. */
const PROCESSING_POLL_MS = 2_000;
/** Otherwise it looks now and then for documents that arrived by mail meanwhile. */
const ARRIVALS_POLL_MS = 60_000;

export function getRecentDocuments(projectId: string): Promise<TDocumentList> {
  return api.get<TDocumentList>('/documents', {
    projectId,
    limit: RECENT_DOCUMENTS_LIMIT,
    sortBy: 'createdAt',
    sortOrder: 'desc',
  });
}

export const isBeingProcessed = (document: Pick<TDocument, 'processing'>) =>
  document.processing.status === 'queued' || document.processing.status === 'processing';

export function getRecentDocumentsQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: ['documents', 'recent', projectId],
    queryFn: () => getRecentDocuments(projectId),
    refetchInterval: (query) =>
      query.state.data?.data.some(isBeingProcessed) ? PROCESSING_POLL_MS : ARRIVALS_POLL_MS,
  });
}

export function useRecentDocuments(projectId: string | undefined) {
  return useQuery({ ...getRecentDocumentsQueryOptions(projectId ?? ''), enabled: !!projectId });
}
