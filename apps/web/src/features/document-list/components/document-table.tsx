import type { TDocument } from '@papertray/contract';
import { Link, useNavigate } from 'react-router';
import { DocumentStateBadge } from '@/components/documents/document-state-badge';
import { DocumentThumbnail } from '@/components/documents/document-thumbnail';
import { ProcessingStatus } from '@/components/documents/processing-status';
import { SelectCheckbox } from '@/components/select-checkbox';
import { SortableHeader } from '@/components/sortable-header';
import type { DocumentSelection } from '../hooks/use-document-selection';
import type { DocumentListFilters, DocumentSortField } from '../lib/document-list-filters';
import {
  documentAmount,
  documentDate,
  documentSubtitle,
  formatDay,
} from '../lib/document-row-view';
import { FolderLabel } from './folder-label';

interface DocumentTableProps {
  documents: TDocument[];
  filters: Pick<DocumentListFilters, 'sortBy' | 'sortOrder'>;
  onSort: (field: DocumentSortField) => void;
  selection: DocumentSelection;
}

const NONE = <span className="text-muted-foreground">—</span>;

/** The list from md up: sortable columns, a tick box per row, a row opens the document. */
export function DocumentTable({ documents, filters, onSort, selection }: DocumentTableProps) {
  const navigate = useNavigate();
  const sort = { sortBy: filters.sortBy, sortOrder: filters.sortOrder, onSort };
  return (
    <div className="overflow-x-auto rounded-xl border bg-card">
      <table className="w-full table-fixed text-sm">
        <thead className="border-b bg-muted/40 text-muted-foreground">
          <tr>
            <th scope="col" className="w-12 py-3 pl-4 text-left">
              <SelectCheckbox
                label="Select all documents on this page"
                checked={selection.allSelected}
                indeterminate={selection.someSelected}
                onChange={selection.toggleAll}
              />
            </th>
            <SortableHeader field="name" label="Document" {...sort} />
            <th scope="col" className="hidden w-36 px-4 py-3 text-left font-medium xl:table-cell">
              Folder
            </th>
            <SortableHeader
              field="totalAmount"
              label="Amount"
              {...sort}
              className="w-28 text-right"
            />
            <SortableHeader
              field="issueDate"
              label="Date"
              {...sort}
              className="hidden w-32 lg:table-cell"
            />
            <SortableHeader
              field="createdAt"
              label="Added"
              {...sort}
              className="hidden w-32 xl:table-cell"
            />
            <th scope="col" className="w-32 px-4 py-3 text-left font-medium">
              Status
            </th>
          </tr>
        </thead>
        <tbody>
          {documents.map((document) => {
            const date = documentDate(document);
            return (
              <tr
                key={document._id}
                onClick={() => void navigate(`/documents/${document._id}`)}
                data-selected={selection.isSelected(document._id)}
                className="cursor-pointer border-b transition-colors last:border-0 hover:bg-muted/40 data-[selected=true]:bg-primary/5"
              >
                <td className="py-3 pl-4">
                  <SelectCheckbox
                    label={`Select ${document.name}`}
                    checked={selection.isSelected(document._id)}
                    onChange={() => selection.toggle(document._id)}
                  />
                </td>
                <td className="px-4 py-3">
                  <div className="flex min-w-0 items-center gap-3">
                    <DocumentThumbnail document={document} />
                    <div className="grid min-w-0 gap-0.5">
                      <Link
                        to={`/documents/${document._id}`}
                        onClick={(event) => event.stopPropagation()}
                        className="truncate font-medium hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                        title={document.name}
                      >
                        {document.name}
                      </Link>
                      <span className="truncate text-xs text-muted-foreground">
                        {documentSubtitle(document)}
                      </span>
                    </div>
                  </div>
                </td>
                <td className="hidden px-4 py-3 xl:table-cell">
                  <FolderLabel document={document} />
                </td>
                <td className="px-4 py-3 text-right whitespace-nowrap tabular-nums">
                  {documentAmount(document) ?? NONE}
                </td>
                <td className="hidden px-4 py-3 whitespace-nowrap lg:table-cell">
                  {date ? <time dateTime={date}>{formatDay(date)}</time> : NONE}
                </td>
                <td className="hidden px-4 py-3 whitespace-nowrap text-muted-foreground xl:table-cell">
                  <time dateTime={document.createdAt}>{formatDay(document.createdAt)}</time>
                </td>
                <td className="px-4 py-3">
                  <div className="grid justify-items-start gap-1">
                    <DocumentStateBadge state={document.state} />
                    <ProcessingStatus processing={document.processing} />
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
