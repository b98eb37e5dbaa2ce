import { useMutation } from '@tanstack/react-query';
import type { TProjectEmail } from '@papertray/contract';
import { api } from '@/lib/api';
import { useSetProjectEmail } from './use-set-project-email';

/** A new address; the old one refuses mail from now on. */
export function regenerateProjectEmail(projectId: string): Promise<TProjectEmail> {
  return api.post<TProjectEmail>(`/projects/${projectId}/email/regenerate`);
}

export function useRegenerateProjectEmail() {
  const setProjectEmail = useSetProjectEmail();
  return useMutation({ mutationFn: regenerateProjectEmail, onSuccess: setProjectEmail });
}
