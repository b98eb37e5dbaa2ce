import { useMutation } from '@tanstack/react-query';
import type { TUploadDocumentResponse } from '@papertray/contract';
import { api } from '@/lib/api';
import { useInvalidateDocuments } from './use-invalidate-documents';

export interface UploadScanInput {
  projectId: string;
  /** The pages in reading order. */
  pages: Blob[];
}

/** The pages of one scan become one multi-page PDF document on the server. */
export function uploadScan({ projectId, pages }: UploadScanInput) {
  const form = new FormData();
  form.append('projectId', projectId);
  form.append('source', 'mobile_scan');
  form.append('multiPage', 'true');
  pages.forEach((page, index) => form.append('files', page, `scan_${index + 1}.jpg`));
  return api.post<TUploadDocumentResponse>('/documents/upload-multiple', form);
}

export function useUploadScan() {
  const invalidate = useInvalidateDocuments();
  return useMutation({
    mutationFn: uploadScan,
    onSuccess: (_result, input) => invalidate(input.projectId),
  });
}
