import { useMutation } from '@tanstack/react-query';
import type { TSyncResponse } from '@papertray/contract';
import { api } from '@/lib/api';
import { useInvalidateInboxes } from './use-invalidate-inboxes';

export function syncInbox(inboxId: string): Promise<TSyncResponse> {
  return api.post<TSyncResponse>(`/inboxes/${inboxId}/sync`);
}

export function useSyncInbox() {
  const invalidate = useInvalidateInboxes();
  return useMutation({ mutationFn: syncInbox, onSuccess: () => invalidate() });
}
