import { useMutation } from '@tanstack/react-query';
import type { TInbox } from '@papertray/contract';
import { api } from '@/lib/api';
import { useInvalidateInboxes } from './use-invalidate-inboxes';

export type InboxStatusAction = 'activate' | 'deactivate';

export function setInboxStatus(inboxId: string, action: InboxStatusAction): Promise<TInbox> {
  return api.patch<TInbox>(`/inboxes/${inboxId}/${action}`);
}

export function useSetInboxStatus(inboxId: string) {
  const invalidate = useInvalidateInboxes();
  return useMutation({
    mutationFn: (action: InboxStatusAction) => setInboxStatus(inboxId, action),
    onSuccess: () => invalidate(),
  });
}
