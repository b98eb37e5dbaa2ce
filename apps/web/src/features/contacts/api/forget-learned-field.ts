import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TMessageResponse } from '@papertray/contract';
import { api } from '@/lib/api';
import { contactQueryKeys } from './contact-query-keys';

export interface ForgetLearnedFieldInput {
  contactId: string;
  learnedFieldId: string;
}

/** DELETE /contacts/{id}/learned-fields/{learnedFieldId}: the next documents are read without it. */
export function forgetLearnedField({
  contactId,
  learnedFieldId,
}: ForgetLearnedFieldInput): Promise<TMessageResponse> {
  return api.delete<TMessageResponse>(`/contacts/${contactId}/learned-fields/${learnedFieldId}`);
}

export function useForgetLearnedField() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: forgetLearnedField,
    // A forgotten vendor name gives the contact its earlier name back: its page and the lists too.
    onSuccess: (_message, { contactId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: contactQueryKeys.learnedFields(contactId) }),
        queryClient.invalidateQueries({ queryKey: contactQueryKeys.detail(contactId) }),
        queryClient.invalidateQueries({ queryKey: ['contacts', 'list'] }),
      ]),
  });
}
