/** Every inbox query lives under ['inboxes'], so one invalidation refreshes them all. */
export const inboxQueryKeys = {
  all: ['inboxes'] as const,
  list: (projectId: string) => ['inboxes', 'list', projectId] as const,
  detail: (inboxId: string) => ['inboxes', 'detail', inboxId] as const,
  editFields: (inboxId: string) => ['inboxes', 'detail', inboxId, 'edit'] as const,
  mailboxes: (inboxId: string) => ['inboxes', 'detail', inboxId, 'mailboxes'] as const,
};
