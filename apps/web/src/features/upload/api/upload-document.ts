import { useMutation } from '@tanstack/react-query';
import type { TUploadDocumentResponse } from '@papertray/contract';
import { api } from '@/lib/api';
import { useInvalidateDocuments } from './use-invalidate-documents';

export interface UploadDocumentInput {
  projectId: string;
  file: File;
}

/** The upload queues processing itself, so no separate POST /documents/{id}/process follows. */
export function uploadDocument({ projectId, file }: UploadDocumentInput) {
  const form = new FormData();
  form.append('projectId', projectId);
  form.append('source', 'manual_upload');
  form.append('file', file, file.name);
  return api.post<TUploadDocumentResponse>('/documents/upload', form);
}

export function useUploadDocument() {
  const invalidate = useInvalidateDocuments();
  return useMutation({
    mutationFn: uploadDocument,
    onSuccess: (_result, input) => invalidate(input.projectId),
  });
}
