import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TContact } from '@papertray/contract';
import { api } from '@/lib/api';
import { contactQueryKeys } from './contact-query-keys';

/** GET /contacts/project/{projectId}: every contact of the project by name, for pickers. */
export function getProjectContacts(projectId: string): Promise<TContact[]> {
  return api.get<TContact[]>(`/contacts/project/${projectId}`);
}

export function getProjectContactsQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: contactQueryKeys.project(projectId),
    queryFn: () => getProjectContacts(projectId),
  });
}

export function useProjectContacts(projectId: string, enabled = true) {
  return useQuery({ ...getProjectContactsQueryOptions(projectId), enabled });
}
