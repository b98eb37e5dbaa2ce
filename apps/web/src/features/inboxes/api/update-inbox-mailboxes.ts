import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TInboxMailboxes } from '@papertray/contract';
import { api } from '@/lib/api';
import { inboxQueryKeys } from './inbox-query-keys';

export function updateInboxMailboxes(
  inboxId: string,
  mailboxes: string[],
): Promise<TInboxMailboxes> {
  return api.patch<TInboxMailboxes>(`/inboxes/${inboxId}/mailboxes`, { mailboxes });
}

export function useUpdateInboxMailboxes(inboxId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mailboxes: string[]) => updateInboxMailboxes(inboxId, mailboxes),
    onSuccess: (result) => {
      queryClient.setQueryData(inboxQueryKeys.mailboxes(inboxId), result);
      return queryClient.invalidateQueries({ queryKey: inboxQueryKeys.detail(inboxId) });
    },
  });
}
