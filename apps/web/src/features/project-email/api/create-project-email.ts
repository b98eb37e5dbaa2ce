import { useMutation } from '@tanstack/react-query';
import type { TCreateProjectEmailRequest, TProjectEmail } from '@papertray/contract';
import { api } from '@/lib/api';
import { useSetProjectEmail } from './use-set-project-email';

/** A fresh active address for a project whose address was deactivated. */
export function createProjectEmail({
  projectId,
  ...body
}: TCreateProjectEmailRequest & { projectId: string }): Promise<TProjectEmail> {
  return api.post<TProjectEmail>(`/projects/${projectId}/email`, body);
}

export function useCreateProjectEmail() {
  const setProjectEmail = useSetProjectEmail();
  return useMutation({ mutationFn: createProjectEmail, onSuccess: setProjectEmail });
}
