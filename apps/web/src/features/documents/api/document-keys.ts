import type { TDocumentListQuery } from '@papertray/contract';

/** A documents list query as the web app sends it (the server fills in the defaults). */
export type DocumentListParams = Partial<Omit<TDocumentListQuery, 'state' | 'type'>> & {
  projectId: string;
  state?: string;
  type?: string;
};

/** Every document query lives under ['documents'], so one invalidation refreshes them all. */
export const documentKeys = {
  all: ['documents'] as const,
  lists: () => ['documents', 'list'] as const,
  list: (params: DocumentListParams) => ['documents', 'list', params] as const,
  detail: (documentId: string) => ['documents', 'detail', documentId] as const,
};
