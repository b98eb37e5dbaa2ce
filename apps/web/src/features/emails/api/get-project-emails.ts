import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { EMAIL_PAGE_SIZE, type TEmailList } from '@papertray/contract';
import { api } from '@/lib/api';
import { emailQueryKeys, type ProjectEmailPageQuery } from './email-query-keys';

/** GET /emails: a project's mail across its inboxes (the /emails screen). */
export function getProjectEmails(query: ProjectEmailPageQuery): Promise<TEmailList> {
  return api.get<TEmailList>('/emails', {
    projectId: query.projectId,
    inboxId: query.inboxId,
    page: query.page,
    limit: query.limit ?? EMAIL_PAGE_SIZE,
    hasAttachments: query.hasAttachments ? true : undefined,
  });
}

export function getProjectEmailsQueryOptions(query: ProjectEmailPageQuery) {
  return queryOptions({
    queryKey: emailQueryKeys.projectPage(query),
    queryFn: () => getProjectEmails(query),
    placeholderData: keepPreviousData,
  });
}

export function useProjectEmails(query: ProjectEmailPageQuery) {
  return useQuery(getProjectEmailsQueryOptions(query));
}
