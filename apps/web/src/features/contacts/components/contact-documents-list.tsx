import type { TDocument } from '@papertray/contract';
import { Link } from 'react-router';
import { DocumentStateBadge } from '@/components/documents/document-state-badge';
import { documentTypeLabel } from '@/lib/document-type-labels';
import { documentRow } from '../lib/document-row';
import { formatDay } from '../lib/format-date';
import { DocumentActions } from './document-actions';

const cell = 'px-4 py-3';

/** Desktop: a table. */
export function ContactDocumentsTable({ documents }: { documents: TDocument[] }) {
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full text-sm">
        <thead className="border-b bg-muted/40 text-left text-muted-foreground">
          <tr>
            <th scope="col" className={`${cell} font-medium`}>
              Name
            </th>
            <th scope="col" className={`${cell} font-medium`}>
              Type
            </th>
            <th scope="col" className={`${cell} font-medium`} aria-sort="descending">
              Date
            </th>
            <th scope="col" className={`${cell} font-medium`}>
              Number
            </th>
            <th scope="col" className={`${cell} text-right font-medium`}>
              Amount
            </th>
            <th scope="col" className={`${cell} font-medium`}>
              Status
            </th>
            <th scope="col" className={`${cell} text-right font-medium`}>
              Actions
            </th>
          </tr>
        </thead>
        <tbody>
          {documents.map((document) => {
            const row = documentRow(document);
            return (
              <tr key={document._id} className="border-b last:border-0">
                <td className={`${cell} max-w-64 font-medium`}>
                  <Link
                    to={`/documents/${document._id}`}
                    className="line-clamp-2 break-words hover:underline"
                  >
                    {document.name}
                  </Link>
                </td>
                <td className={cell}>{documentTypeLabel(document.type)}</td>
                <td className={`${cell} whitespace-nowrap`}>{formatDay(row.date)}</td>
                <td className={`${cell} font-mono text-xs`}>{row.number ?? '—'}</td>
                <td className={`${cell} text-right whitespace-nowrap tabular-nums`}>
                  {row.amount ?? '—'}
                </td>
                <td className={cell}>
                  <DocumentStateBadge state={document.state} />
                </td>
                <td className={`${cell} text-right`}>
                  <DocumentActions document={document} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** Phones: one card per document. */
export function ContactDocumentCards({ documents }: { documents: TDocument[] }) {
  return (
    <ul className="grid gap-2">
      {documents.map((document) => {
        const row = documentRow(document);
        return (
          <li key={document._id} className="grid gap-2 rounded-lg border p-3">
            <span className="flex items-start justify-between gap-2">
              <Link
                to={`/documents/${document._id}`}
                className="line-clamp-2 min-w-0 font-medium break-words hover:underline"
              >
                {document.name}
              </Link>
              <DocumentStateBadge state={document.state} />
            </span>
            <span className="flex flex-wrap gap-x-2 text-xs text-muted-foreground">
              <span>{documentTypeLabel(document.type)}</span>
              <span>· {formatDay(row.date)}</span>
              {row.number && <span>· {row.number}</span>}
            </span>
            <span className="flex items-center justify-between gap-2">
              <span className="font-medium tabular-nums">{row.amount ?? ''}</span>
              <DocumentActions document={document} />
            </span>
          </li>
        );
      })}
    </ul>
  );
}
