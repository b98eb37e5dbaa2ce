import { useQuery } from '@tanstack/react-query';
import type { TDocumentList } from '@papertray/contract';
import { documentListQueryOptions } from '@/features/documents/api/get-documents';
import { isBeingProcessed } from '@/features/documents/api/get-document';
import { documentListApiQuery, type DocumentListFilters } from '../lib/document-list-filters';

/** While a listed document is being read, the page looks again this often to show the result. */
const PROCESSING_POLL_MS = 3_000;

const anyBeingProcessed = (list: TDocumentList | undefined) => !!list?.data.some(isBeingProcessed);

/** One page of the documents list for the filters in the URL. */
export function useDocumentPage(projectId: string, filters: DocumentListFilters) {
  return useQuery({
    ...documentListQueryOptions(documentListApiQuery(projectId, filters)),
    enabled: !!projectId,
    refetchInterval: (query) => (anyBeingProcessed(query.state.data) ? PROCESSING_POLL_MS : false),
  });
}
