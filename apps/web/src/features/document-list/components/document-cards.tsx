import type { TDocument } from '@papertray/contract';
import { Link } from 'react-router';
import { DocumentStateBadge } from '@/components/documents/document-state-badge';
import { DocumentThumbnail } from '@/components/documents/document-thumbnail';
import { ProcessingStatus } from '@/components/documents/processing-status';
import { SelectCheckbox } from '@/components/select-checkbox';
import type { DocumentSelection } from '../hooks/use-document-selection';
import {
  documentAmount,
  documentSubtitle,
  documentDate,
  formatDay,
} from '../lib/document-row-view';

/** The list below md: one card per document, a tick box beside it, the card opens it. */
export function DocumentCards({
  documents,
  selection,
}: {
  documents: TDocument[];
  selection: DocumentSelection;
}) {
  return (
    <div className="grid gap-2">
      <label className="flex items-center gap-3 px-3 py-1 text-sm text-muted-foreground">
        <span className="flex w-10 justify-center">
          <SelectCheckbox
            label="Select all documents on this page"
            checked={selection.allSelected}
            indeterminate={selection.someSelected}
            onChange={selection.toggleAll}
          />
        </span>
        Select all
      </label>
      <ul className="grid gap-2" aria-label="Documents">
        {documents.map((document) => {
          const amount = documentAmount(document);
          const date = documentDate(document);
          return (
            <li
              key={document._id}
              data-selected={selection.isSelected(document._id)}
              className="flex items-start gap-3 rounded-xl border bg-card p-3 data-[selected=true]:border-primary/60 data-[selected=true]:bg-primary/5"
            >
              <span className="flex size-10 shrink-0 items-center justify-center">
                <SelectCheckbox
                  label={`Select ${document.name}`}
                  checked={selection.isSelected(document._id)}
                  onChange={() => selection.toggle(document._id)}
                />
              </span>
              <Link
                to={`/documents/${document._id}`}
                className="flex min-w-0 flex-1 items-start gap-3 rounded-md focus-visible:outline-2 focus-visible:outline-ring"
              >
                <DocumentThumbnail document={document} className="size-12" />
                <span className="grid min-w-0 flex-1 gap-1">
                  <span className="line-clamp-2 font-medium break-words">{document.name}</span>
                  <span className="truncate text-xs text-muted-foreground">
                    {documentSubtitle(document)}
                  </span>
                  <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs">
                    <DocumentStateBadge state={document.state} />
                    {amount && <span className="font-medium tabular-nums">{amount}</span>}
                    {date && (
                      <time dateTime={date} className="text-muted-foreground">
                        {formatDay(date)}
                      </time>
                    )}
                  </span>
                  <ProcessingStatus processing={document.processing} />
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
