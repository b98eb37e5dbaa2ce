import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TExportAccess } from '@papertray/contract';
import { api } from '@/lib/api';

/** GET /exports/access: whether the project owner's plan includes data export. */
export function getExportAccess(projectId: string): Promise<TExportAccess> {
  return api.get<TExportAccess>('/exports/access', { projectId });
}

export function getExportAccessQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: ['exports', 'access', projectId],
    queryFn: () => getExportAccess(projectId),
  });
}

export function useExportAccess(projectId: string | undefined) {
  return useQuery({ ...getExportAccessQueryOptions(projectId ?? ''), enabled: !!projectId });
}
