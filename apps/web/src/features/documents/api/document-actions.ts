import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDocument, TMessageResponse } from '@papertray/contract';
import { useInvalidateDocuments } from '@/features/upload/api/use-invalidate-documents';
import { api } from '@/lib/api';
import { documentKeys } from './document-keys';

interface DocumentRef {
  documentId: string;
  /** The document's project, whose counts change. */
  projectId: string;
}

/** A state action on one document; folderId is required for move, optional for approve. */
export type DocumentAction = DocumentRef &
  (
    | { action: 'approve'; folderId?: string }
    | { action: 'move'; folderId: string }
    | { action: 'trash' | 'restore' | 'delete' | 'process' }
  );

/** The document after the action; null after a permanent delete. */
export type DocumentActionResult = TDocument | null;

/** Calls the action's endpoint (POST /documents/{id}/{action}, DELETE for delete). */
export async function runDocumentAction(input: DocumentAction): Promise<DocumentActionResult> {
  const path = `/documents/${input.documentId}`;
  switch (input.action) {
    case 'approve':
      return api.post<TDocument>(`${path}/approve`, { folderId: input.folderId });
    case 'move':
      return api.post<TDocument>(`${path}/move`, { folderId: input.folderId });
    case 'delete':
      await api.delete<TMessageResponse>(path);
      return null;
    case 'trash':
    case 'restore':
    case 'process':
      return api.post<TDocument>(`${path}/${input.action}`);
  }
}

/** A state change touches every document list, the project's counts, folders and contacts. */
export function useInvalidateDocumentState() {
  const queryClient = useQueryClient();
  const invalidateDocuments = useInvalidateDocuments();
  return (projectId: string) =>
    Promise.all([
      invalidateDocuments(projectId),
      queryClient.invalidateQueries({ queryKey: ['folders'] }),
      queryClient.invalidateQueries({ queryKey: ['contacts'] }),
    ]);
}

/**
 * Approve / move / trash / restore / delete / process one document: `mutate(input)`. The
 * document's cache gets the answer at once, then lists, stats, folders and contacts refresh,
 * after each call unless `refreshEach` is false: the caller then refreshes them itself (the
 * review does once a burst of calls has settled, see useReviewSession).
 */
export function useDocumentAction({ refreshEach = true }: { refreshEach?: boolean } = {}) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateDocumentState();
  return useMutation({
    mutationFn: runDocumentAction,
    onSuccess: (document, input) => {
      if (document) queryClient.setQueryData(documentKeys.detail(input.documentId), document);
      else queryClient.removeQueries({ queryKey: documentKeys.detail(input.documentId) });
    },
    onSettled: (_document, _error, input) => (refreshEach ? invalidate(input.projectId) : null),
  });
}
