import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAttachmentWithViewUrl } from '@papertray/contract';
import { api } from '@/lib/api';

export function getAttachment(attachmentId: string): Promise<TAttachmentWithViewUrl> {
  return api.get<TAttachmentWithViewUrl>(`/attachments/${attachmentId}`);
}

/** Never cached: the view URL's token is short-lived, so every opening asks for a fresh one. */
export function getAttachmentQueryOptions(attachmentId: string) {
  return queryOptions({
    queryKey: ['attachments', attachmentId],
    queryFn: () => getAttachment(attachmentId),
    staleTime: 0,
    gcTime: 0,
  });
}

export function useAttachment(attachmentId: string | null) {
  return useQuery({
    ...getAttachmentQueryOptions(attachmentId ?? ''),
    enabled: attachmentId !== null,
  });
}
