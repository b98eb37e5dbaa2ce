import type { TPagination } from '@papertray/contract';

/** "Showing 21–40 of 57 documents": where this page sits in the whole result. */
export function DocumentListSummary({ pagination }: { pagination: TPagination | undefined }) {
  if (!pagination || pagination.total === 0) return <span />;
  const first = (pagination.page - 1) * pagination.limit + 1;
  const last = Math.min(pagination.page * pagination.limit, pagination.total);
  const noun = pagination.total === 1 ? 'document' : 'documents';
  return (
    <p className="text-sm text-muted-foreground" aria-live="polite">
      Showing {first}–{last} of {pagination.total} {noun}
    </p>
  );
}
