import { queryOptions } from '@tanstack/react-query';
import type { TProject, TProjectStats } from '@papertray/contract';
import { api } from '../api';

export const projectsQueryOptions = queryOptions({
  queryKey: ['projects'],
  queryFn: () => api.get<TProject[]>('/projects'),
});

export function projectStatsQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: ['projects', projectId, 'stats'],
    queryFn: () => api.get<TProjectStats>(`/projects/${projectId}/stats`),
  });
}
