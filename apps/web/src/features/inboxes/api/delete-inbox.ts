import { useMutation } from '@tanstack/react-query';
import type { TMessageResponse } from '@papertray/contract';
import { api } from '@/lib/api';
import { useInvalidateInboxes } from './use-invalidate-inboxes';

export function deleteInbox(inboxId: string): Promise<TMessageResponse> {
  return api.delete<TMessageResponse>(`/inboxes/${inboxId}`);
}

export function useDeleteInbox() {
  const invalidate = useInvalidateInboxes();
  return useMutation({ mutationFn: deleteInbox, onSuccess: () => invalidate() });
}
