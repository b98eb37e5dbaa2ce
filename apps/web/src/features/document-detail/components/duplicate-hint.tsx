import type { TDocument } from '@papertray/contract';
import { Copy } from 'lucide-react';
import { Link } from 'react-router';

/** Same vendor, invoice number and total as another file: maybe the same invoice twice. */
export function DuplicateHint({ duplicate }: { duplicate: TDocument['possibleDuplicateOf'] }) {
  if (!duplicate) return null;
  return (
    <div
      role="note"
      className="flex items-start gap-3 rounded-xl border border-warning/60 bg-warning/10 p-4 text-sm"
    >
      <Copy className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden />
      <p className="min-w-0">
        <span className="font-medium">Possible duplicate.</span> Same vendor, invoice number and
        total as{' '}
        <Link
          to={`/documents/${duplicate._id}`}
          className="font-medium break-all text-primary underline-offset-4 hover:underline"
        >
          {duplicate.name}
        </Link>
        .
      </p>
    </div>
  );
}
