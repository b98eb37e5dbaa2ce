/** Every email query lives under ['emails'], so a finished sync refreshes them all at once. */
export const emailQueryKeys = {
  all: ['emails'] as const,
  inboxPage: (inboxId: string, page: number, hasAttachments: boolean) =>
    ['emails', 'inbox', inboxId, { page, hasAttachments }] as const,
  inboxCount: (inboxId: string) => ['emails', 'inbox', inboxId, 'count'] as const,
  projectPage: (query: ProjectEmailPageQuery) => ['emails', 'project', query] as const,
  detail: (emailId: string) => ['emails', 'detail', emailId] as const,
};

export interface ProjectEmailPageQuery {
  projectId: string;
  inboxId?: string;
  page: number;
  limit?: number;
  hasAttachments: boolean;
}
