import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { EMAIL_PAGE_SIZE, type TEmailList } from '@papertray/contract';
import { api } from '@/lib/api';
import { emailQueryKeys } from './email-query-keys';

export function getInboxEmails(
  inboxId: string,
  page: number,
  hasAttachments: boolean,
): Promise<TEmailList> {
  return api.get<TEmailList>(`/emails/inbox/${inboxId}`, {
    page,
    limit: EMAIL_PAGE_SIZE,
    hasAttachments: hasAttachments ? true : undefined,
  });
}

export function getInboxEmailsQueryOptions(inboxId: string, page: number, hasAttachments: boolean) {
  return queryOptions({
    queryKey: emailQueryKeys.inboxPage(inboxId, page, hasAttachments),
    queryFn: () => getInboxEmails(inboxId, page, hasAttachments),
    placeholderData: keepPreviousData,
  });
}

export function useInboxEmails(inboxId: string, page: number, hasAttachments: boolean) {
  return useQuery(getInboxEmailsQueryOptions(inboxId, page, hasAttachments));
}
