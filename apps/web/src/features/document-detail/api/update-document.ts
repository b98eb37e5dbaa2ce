import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDocument, TUpdateDocumentRequest } from '@papertray/contract';
import { documentKeys } from '@/features/documents/api/document-keys';
import { api } from '@/lib/api';

/** PATCH /documents/{id}: name, type and corrected fields (which become source 'user'). */
export function updateDocument(documentId: string, input: TUpdateDocumentRequest) {
  return api.patch<TDocument>(`/documents/${documentId}`, input);
}

/** Saves corrections; the document's cache takes the answer, lists refresh. */
export function useUpdateDocument(documentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TUpdateDocumentRequest) => updateDocument(documentId, input),
    onSuccess: (document) => {
      queryClient.setQueryData(documentKeys.detail(documentId), document);
      void queryClient.invalidateQueries({ queryKey: documentKeys.lists() });
      // A new vendor name or tax id can link the document to another contact.
      void queryClient.invalidateQueries({ queryKey: ['contacts'] });
    },
  });
}
