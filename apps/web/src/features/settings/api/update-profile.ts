import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TUpdateProfileRequest, TUserProfile } from '@papertray/contract';
import { api } from '@/lib/api';
import { profileQueryOptions } from '@/lib/auth/profile-query';

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TUpdateProfileRequest) => api.patch<TUserProfile>('/users/profile', input),
    onSuccess: (profile) => {
      if (profile) queryClient.setQueryData(profileQueryOptions.queryKey, profile);
      return queryClient.invalidateQueries({ queryKey: profileQueryOptions.queryKey });
    },
  });
}
