import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TDocumentList } from '@papertray/contract';
import { api } from '@/lib/api';
import { documentKeys, type DocumentListParams } from './document-keys';

export function getDocuments(params: DocumentListParams): Promise<TDocumentList> {
  return api.get<TDocumentList>('/documents', { ...params });
}

/** GET /documents with filters, sort and page; keeps the previous page while the next loads. */
export function documentListQueryOptions(params: DocumentListParams) {
  return queryOptions({
    queryKey: documentKeys.list(params),
    queryFn: () => getDocuments(params),
    placeholderData: keepPreviousData,
  });
}

/** A documents list of the project (disabled without a project). */
export function useDocuments(params: DocumentListParams) {
  return useQuery({ ...documentListQueryOptions(params), enabled: !!params.projectId });
}
