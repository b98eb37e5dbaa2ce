import { useMutation } from '@tanstack/react-query';
import type { TDeactivateProjectEmailResponse } from '@papertray/contract';
import { api } from '@/lib/api';
import { useSetProjectEmail } from './use-set-project-email';

export function deactivateProjectEmail(projectId: string) {
  return api.delete<TDeactivateProjectEmailResponse>(`/projects/${projectId}/email`);
}

export function useDeactivateProjectEmail() {
  const setProjectEmail = useSetProjectEmail();
  return useMutation({
    mutationFn: deactivateProjectEmail,
    onSuccess: (response) => setProjectEmail(response.email),
  });
}
