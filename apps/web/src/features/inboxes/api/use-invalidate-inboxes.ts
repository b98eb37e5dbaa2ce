import { useQueryClient } from '@tanstack/react-query';
import { inboxQueryKeys } from './inbox-query-keys';

export function useInvalidateInboxes() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: inboxQueryKeys.all });
}
