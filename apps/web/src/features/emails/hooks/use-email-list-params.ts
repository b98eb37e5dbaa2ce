import { useUrlQuery } from '@/lib/use-url-query';

/**
 * The list filters in the URL query (spec "List filters"): show=all (default: with
 * attachments), page (default 1) and inboxId (the /emails inbox filter). Defaults stay out.
 */
export function useEmailListParams() {
  const [params, setParams] = useUrlQuery();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const withAttachments = params.get('show') !== 'all';
  const inboxId = params.get('inboxId') ?? '';

  const update = (changes: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null) next.delete(key);
        else next.set(key, value);
      }
      return next;
    });

  return {
    page,
    withAttachments,
    inboxId,
    setPage: (value: number) => update({ page: value > 1 ? String(value) : null }),
    /** A new filter starts again on page 1. */
    setWithAttachments: (value: boolean) => update({ show: value ? null : 'all', page: null }),
    setInboxId: (value: string) => update({ inboxId: value || null, page: null }),
  };
}
