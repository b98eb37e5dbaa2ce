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
    onSuccess: (_message, { contactId }) =>
      queryClient.invalidateQueries({ queryKey: contactQueryKeys.learnedFields(contactId) }),
  });
}
