import { useMutation } from '@tanstack/react-query';
import type { TCreateInboxRequest, TInbox } from '@papertray/contract';
import { api } from '@/lib/api';
import { useInvalidateInboxes } from './use-invalidate-inboxes';

export function createInbox(input: TCreateInboxRequest): Promise<TInbox> {
  return api.post<TInbox>('/inboxes', input);
}

export function useCreateInbox() {
  const invalidate = useInvalidateInboxes();
  return useMutation({ mutationFn: createInbox, onSuccess: () => invalidate() });
}
