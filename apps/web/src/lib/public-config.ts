import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPublicConfig } from '@papertray/contract';
import { api } from './api';

export const publicConfigQueryOptions = queryOptions({
  queryKey: ['config'],
  queryFn: () => api.get<TPublicConfig>('/config'),
  staleTime: Infinity,
});

/** GET /api/config: product name, bot check, external sign-in, plans. */
export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions);
}
