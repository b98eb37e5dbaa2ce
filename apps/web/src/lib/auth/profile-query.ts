import { queryOptions } from '@tanstack/react-query';
import type { TUserProfile } from '@papertray/contract';
import { api } from '../api';

export const profileQueryOptions = queryOptions({
  queryKey: ['profile'],
  queryFn: () => api.get<TUserProfile>('/users/profile'),
});
