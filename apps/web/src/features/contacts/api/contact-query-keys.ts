import type { TContactDocumentsQuery, TContactListQuery } from '@papertray/contract';

/** Every contact query lives under ['contacts'], so a merge refreshes them all at once. */
export const contactQueryKeys = {
  all: ['contacts'] as const,
  list: (query: TContactListQuery) => ['contacts', 'list', query] as const,
  detail: (contactId: string) => ['contacts', 'detail', contactId] as const,
  /** year null: the server's choice, the latest year with invoices. */
  monthly: (contactId: string, year: number | null) =>
    ['contacts', 'monthly', contactId, year] as const,
  documents: (contactId: string, query: Partial<TContactDocumentsQuery>) =>
    ['contacts', 'documents', contactId, query] as const,
  learnedFields: (contactId: string) => ['contacts', 'learned-fields', contactId] as const,
};
