import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TDocument } from '@papertray/contract';
import { api } from '@/lib/api';
import { documentKeys } from './document-keys';

export { documentKeys } from './document-keys';

/** While a document is being read, its query looks again this often to show the result. */
const PROCESSING_POLL_MS = 2_000;

export function getDocument(documentId: string): Promise<TDocument> {
  return api.get<TDocument>(`/documents/${documentId}`);
}

export const isBeingProcessed = (document: Pick<TDocument, 'processing'>) =>
  document.processing.status === 'queued' || document.processing.status === 'processing';

/** GET /documents/{id}; polls while processing. Use with prefetchQuery to warm the cache. */
export function documentQueryOptions(documentId: string) {
  return queryOptions({
    queryKey: documentKeys.detail(documentId),
    queryFn: () => getDocument(documentId),
    refetchInterval: (query) =>
      query.state.data && isBeingProcessed(query.state.data) ? PROCESSING_POLL_MS : false,
  });
}

/** One document (null id: idle). */
export function useDocument(documentId: string | null | undefined) {
  return useQuery({ ...documentQueryOptions(documentId ?? ''), enabled: !!documentId });
}
