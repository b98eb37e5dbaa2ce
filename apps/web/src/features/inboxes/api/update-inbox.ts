import { useMutation } from '@tanstack/react-query';
import type { TInbox, TUpdateInboxRequest } from '@papertray/contract';
import { api } from '@/lib/api';
import { useInvalidateInboxes } from './use-invalidate-inboxes';

export function updateInbox(inboxId: string, input: TUpdateInboxRequest): Promise<TInbox> {
  return api.patch<TInbox>(`/inboxes/${inboxId}`, input);
}

export function useUpdateInbox(inboxId: string) {
  const invalidate = useInvalidateInboxes();
  return useMutation({
    mutationFn: (input: TUpdateInboxRequest) => updateInbox(inboxId, input),
    onSuccess: () => invalidate(),
  });
}
