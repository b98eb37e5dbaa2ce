import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TProjectEmail } from '@papertray/contract';
import { api } from '@/lib/api';
import { projectEmailQueryKey } from './project-email-query-keys';

/** The project's receiving address; the first read creates it. */
export function getProjectEmail(projectId: string): Promise<TProjectEmail> {
  return api.get<TProjectEmail>(`/projects/${projectId}/email`);
}

export function getProjectEmailQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: projectEmailQueryKey(projectId),
    queryFn: () => getProjectEmail(projectId),
  });
}

export function useProjectEmail(projectId: string | undefined) {
  return useQuery({ ...getProjectEmailQueryOptions(projectId ?? ''), enabled: !!projectId });
}
