import type { TPagination } from '@papertray/contract';

/**
 * "Showing 21–40 of 57 documents": where this page sits in the whole result. A search with very
 * many matches is counted only up to a cap: "of 1,000+ documents".
 */
export function DocumentListSummary({ pagination }: { pagination: TPagination | undefined }) {
  if (!pagination || pagination.total === 0) return <span />;
  const first = (pagination.page - 1) * pagination.limit + 1;
  const last = Math.min(pagination.page * pagination.limit, pagination.total);
  const capped = pagination.totalIsLowerBound;
  const noun = pagination.total === 1 && !capped ? 'document' : 'documents';
  return (
    <p
      className="text-sm text-muted-foreground"
      aria-live="polite"
      title={
        capped
          ? `More than ${pagination.total.toLocaleString()} documents match; a narrower search counts them exactly`
          : undefined
      }
    >
      Showing {first.toLocaleString()}–{last.toLocaleString()} of{' '}
      {pagination.total.toLocaleString()}
      {capped && '+'} {noun}
    </p>
  );
}
