import type { TDocument, TDocumentSource } from '@papertray/contract';
import { format } from 'date-fns';
import { AlertTriangle, FolderOpen, Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ProcessingStatus } from '@/components/documents/processing-status';
import { Button } from '@/components/ui/button';
import { FolderName } from '@/features/documents/components/folder-name';
import { documentTypeLabel } from '@/lib/document-type-labels';

const SOURCE_LABELS: Record<TDocumentSource, string> = {
  manual_upload: 'Uploaded',
  mobile_scan: 'Scanned',
  email: 'Email',
};

/** The folder the document is in or would go to: 'Folder' once filed, else 'Suggested folder'. */
export function ReviewFolder({ document }: { document: TDocument }) {
  const filed = document.folderId;
  const folder = filed ?? document.suggestedFolderId;
  return (
    <div className="flex min-w-0 items-center gap-2 rounded-lg border bg-muted/30 px-3 py-2 text-sm">
      <FolderOpen className="size-4 shrink-0 text-muted-foreground" aria-hidden />
      <span className="shrink-0 text-muted-foreground">
        {filed ? 'Folder:' : 'Suggested folder:'}
      </span>
      {folder ? (
        <FolderName folder={folder} className="font-medium" />
      ) : (
        <span className="text-muted-foreground">Default folder for its type</span>
      )}
    </div>
  );
}

/** Name, type, source, contact, date and processing of the document under review. */
export function ReviewDocumentInfo({
  document,
  onViewEmail,
}: {
  document: TDocument;
  onViewEmail: () => void;
}) {
  const rows: [string, ReactNode][] = [
    ['Type', documentTypeLabel(document.type)],
    ['Source', SOURCE_LABELS[document.source]],
    ['Added', format(new Date(document.createdAt), 'PP')],
  ];
  if (document.contactId) {
    rows.push([
      'Contact',
      <Link
        key="contact"
        to={`/contacts/${document.contactId._id}`}
        className="text-primary underline-offset-4 hover:underline"
      >
        {document.contactId.name}
      </Link>,
    ]);
  }
  return (
    <div className="grid gap-3">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="min-w-0 truncate">{value}</dd>
          </div>
        ))}
      </dl>
      <ProcessingStatus processing={document.processing} />
      {document.possibleDuplicateOf && (
        <p className="flex items-start gap-2 rounded-lg border border-warning/50 bg-warning/10 p-2 text-xs">
          <AlertTriangle className="mt-0.5 size-3.5 shrink-0 text-warning" aria-hidden />
          <span>
            Possible duplicate of{' '}
            <Link
              to={`/documents/${document.possibleDuplicateOf._id}`}
              className="font-medium underline underline-offset-2"
            >
              {document.possibleDuplicateOf.name}
            </Link>
          </span>
        </p>
      )}
      {document.emailId && (
        <Button variant="outline" onClick={onViewEmail}>
          <Mail aria-hidden />
          View Email
        </Button>
      )}
    </div>
  );
}
