import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TInboxMailboxes } from '@papertray/contract';
import { api } from '@/lib/api';
import { inboxQueryKeys } from './inbox-query-keys';

export function refreshInboxMailboxes(inboxId: string): Promise<TInboxMailboxes> {
  return api.post<TInboxMailboxes>(`/inboxes/${inboxId}/mailboxes/refresh`);
}

export function useRefreshInboxMailboxes(inboxId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => refreshInboxMailboxes(inboxId),
    onSuccess: (mailboxes) =>
      queryClient.setQueryData(inboxQueryKeys.mailboxes(inboxId), mailboxes),
  });
}
