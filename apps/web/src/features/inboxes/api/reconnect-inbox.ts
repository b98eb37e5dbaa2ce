import { useMutation } from '@tanstack/react-query';
import type { TInbox } from '@papertray/contract';
import { api } from '@/lib/api';
import { useInvalidateInboxes } from './use-invalidate-inboxes';

export function reconnectInbox(inboxId: string): Promise<TInbox> {
  return api.post<TInbox>(`/inboxes/${inboxId}/reconnect`);
}

export function useReconnectInbox() {
  const invalidate = useInvalidateInboxes();
  return useMutation({ mutationFn: reconnectInbox, onSettled: () => invalidate() });
}
