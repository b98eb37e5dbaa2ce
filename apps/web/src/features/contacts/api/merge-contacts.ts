import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TContact, TMergeContactsRequest } from '@papertray/contract';
import { api } from '@/lib/api';
import { contactQueryKeys } from './contact-query-keys';

export interface MergeContactsInput {
  /** The contact that stays. */
  targetId: string;
  /** The contact whose documents move over; it is removed. */
  sourceId: string;
}

/** POST /contacts/{targetId}/merge: one transaction on the server. */
export function mergeContacts({ targetId, sourceId }: MergeContactsInput): Promise<TContact> {
  const body: TMergeContactsRequest = { sourceContactId: sourceId };
  return api.post<TContact>(`/contacts/${targetId}/merge`, body);
}

export function useMergeContacts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: mergeContacts,
    onSuccess: async (_kept, { sourceId }) => {
      // The merged-away contact is gone: asking for it again would only answer 404.
      queryClient.removeQueries({
        predicate: (query) => query.queryKey[0] === 'contacts' && query.queryKey[2] === sourceId,
      });
      // Totals, counts and the documents' contact all changed.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: contactQueryKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['documents'] }),
      ]);
    },
  });
}
