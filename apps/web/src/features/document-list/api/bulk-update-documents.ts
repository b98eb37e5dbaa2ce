import { useMutation } from '@tanstack/react-query';
import type { TBulkDocumentRequest, TBulkDocumentResponse } from '@papertray/contract';
import { useInvalidateDocumentState } from '@/features/documents/api/document-actions';
import { api } from '@/lib/api';

/** POST /documents/bulk: approve, trash, restore or move many documents at once. */
export function bulkUpdateDocuments(request: TBulkDocumentRequest): Promise<TBulkDocumentResponse> {
  return api.post<TBulkDocumentResponse>('/documents/bulk', request);
}

/** Lists, counts, folders and contacts refresh afterwards, whatever the outcome. */
export function useBulkUpdateDocuments(projectId: string) {
  const invalidate = useInvalidateDocumentState();
  return useMutation({
    mutationFn: bulkUpdateDocuments,
    onSettled: () => invalidate(projectId),
  });
}
