import type { TDocument } from '@papertray/contract';
import { AlertTriangle, PencilLine } from 'lucide-react';
import { ProcessingStatus } from '@/components/documents/processing-status';
import { documentTypeLabel } from '@/lib/document-type-labels';
import { extractedRows, type ExtractedRow } from '../lib/extracted-fields';

type ExtractedDocument = Pick<TDocument, 'type' | 'extractedData' | 'fieldMeta' | 'processing'>;

function FieldHint({ row }: { row: ExtractedRow }) {
  if (row.value === null || !row.meta) return null;
  if (row.meta.source === 'user') {
    return (
      <dd className="inline-flex items-center gap-1 text-xs text-muted-foreground">
        <PencilLine className="size-3" aria-hidden />
        Edited
      </dd>
    );
  }
  if (!row.lowConfidence) return null;
  return (
    <dd className="inline-flex items-center gap-1 text-xs text-foreground">
      <AlertTriangle className="size-3 text-warning" aria-hidden />
      Low confidence ({Math.round(row.meta.confidence * 100)}%), please check
    </dd>
  );
}

/** Read-only extracted fields for the document's type, with low-confidence and edit hints. */
export function ExtractedDetails({ document }: { document: ExtractedDocument }) {
  const data = document.extractedData;
  if (!data) {
    return (
      <div className="grid min-h-32 place-items-center gap-2 rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
        <p>No details extracted yet.</p>
        <ProcessingStatus processing={document.processing} />
        {document.processing.error && <p className="text-xs">{document.processing.error}</p>}
      </div>
    );
  }
  const rows = extractedRows(document.type, data, document.fieldMeta);
  return (
    <div className="grid gap-3">
      <p className="text-sm">
        <span className="text-muted-foreground">Type: </span>
        <span className="font-medium">{documentTypeLabel(document.type)}</span>
      </p>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">No details found in this document.</p>
      ) : (
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
          {rows.map((row) => (
            <div key={row.field} className="grid min-w-0 content-start gap-0.5">
              <dt className="text-xs font-medium text-muted-foreground">{row.label}</dt>
              <dd className="text-sm break-words">
                {row.value ?? <span className="text-muted-foreground">Not found</span>}
              </dd>
              <FieldHint row={row} />
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
