import { useQueryClient } from '@tanstack/react-query';
import type { TProjectEmail } from '@papertray/contract';
import { projectEmailQueryKey } from './project-email-query-keys';

/** Every change answers the address as it now is: it replaces the cached one. */
export function useSetProjectEmail() {
  const queryClient = useQueryClient();
  return (email: TProjectEmail) =>
    queryClient.setQueryData(projectEmailQueryKey(email.projectId), email);
}
