import type { TDocument } from '@papertray/contract';
import { formatDistanceToNowStrict } from 'date-fns';
import { Link } from 'react-router';
import { documentTypeLabel } from '@/lib/document-type-labels';
import { formatAmount } from '@/lib/format-amount';
import { DocumentStateBadge } from '@/components/documents/document-state-badge';
import { DocumentThumbnail } from '@/components/documents/document-thumbnail';
import { ProcessingStatus } from '@/components/documents/processing-status';

/** Vendor, total and date as extracted, whichever are known. */
function extractedSummary(document: TDocument): string[] {
  const data = document.extractedData;
  if (!data) return [];
  const total =
    data.totalAmount !== null && data.currency
      ? formatAmount(data.totalAmount, data.currency)
      : null;
  return [data.vendor.name, total, data.issueDate ?? data.transactionDate].filter(
    (part): part is string => !!part,
  );
}

export function RecentDocumentRow({ document }: { document: TDocument }) {
  const details = [documentTypeLabel(document.type), ...extractedSummary(document)];
  return (
    <li>
      <Link
        to={`/documents/${document._id}`}
        className="flex items-center gap-3 rounded-lg px-2 py-2.5 transition-colors hover:bg-accent"
      >
        <DocumentThumbnail document={document} />
        <span className="grid min-w-0 flex-1 gap-0.5">
          <span className="truncate text-sm font-medium" title={document.name}>
            {document.name}
          </span>
          <span className="truncate text-xs text-muted-foreground">{details.join(' · ')}</span>
          <ProcessingStatus processing={document.processing} />
        </span>
        <span className="flex shrink-0 flex-col items-end gap-1">
          <DocumentStateBadge state={document.state} />
          <time dateTime={document.createdAt} className="text-xs text-muted-foreground">
            {formatDistanceToNowStrict(new Date(document.createdAt), { addSuffix: true })}
          </time>
        </span>
      </Link>
    </li>
  );
}
