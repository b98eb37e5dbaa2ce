import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TEmailDetail } from '@papertray/contract';
import { api } from '@/lib/api';
import { emailQueryKeys } from './email-query-keys';

export function getEmail(emailId: string): Promise<TEmailDetail> {
  return api.get<TEmailDetail>(`/emails/${emailId}`);
}

export function getEmailQueryOptions(emailId: string) {
  return queryOptions({
    queryKey: emailQueryKeys.detail(emailId),
    queryFn: () => getEmail(emailId),
  });
}

export function useEmail(emailId: string | null) {
  return useQuery({ ...getEmailQueryOptions(emailId ?? ''), enabled: emailId !== null });
}
