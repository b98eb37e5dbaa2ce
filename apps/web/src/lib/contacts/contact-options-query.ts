import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TContact } from '@papertray/contract';
import { api } from '@/lib/api';

/** GET /contacts/project/{projectId}: every contact of the project by name, for pickers. */
export function getContactOptions(projectId: string): Promise<TContact[]> {
  return api.get<TContact[]>(`/contacts/project/${projectId}`);
}

export function contactOptionsQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: ['contacts', 'options', projectId],
    queryFn: () => getContactOptions(projectId),
  });
}

export function useContactOptions(projectId: string | undefined) {
  return useQuery({ ...contactOptionsQueryOptions(projectId ?? ''), enabled: !!projectId });
}
