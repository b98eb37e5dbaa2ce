import type { TDocument } from '@papertray/contract';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DocumentStateBadge } from '@/components/documents/document-state-badge';
import { ProcessingStatus } from '@/components/documents/processing-status';
import { Badge } from '@/components/ui/badge';
import { documentTypeLabel } from '@/lib/document-type-labels';

interface DocumentDetailHeaderProps {
  document: Pick<TDocument, 'name' | 'state' | 'type' | 'processing'>;
  actions: ReactNode;
}

/** Back link, the document's name, its state and type, and the actions on it. */
export function DocumentDetailHeader({ document, actions }: DocumentDetailHeaderProps) {
  return (
    <header className="mb-6 grid gap-3">
      <Link
        to="/documents"
        className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden />
        Back to Documents
      </Link>
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div className="grid min-w-0 gap-2">
          <h1 className="text-2xl font-semibold tracking-tight break-words sm:text-3xl">
            {document.name}
          </h1>
          <div className="flex flex-wrap items-center gap-2">
            <DocumentStateBadge state={document.state} />
            <Badge variant="outline">{documentTypeLabel(document.type)}</Badge>
            <ProcessingStatus processing={document.processing} />
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2">{actions}</div>
      </div>
    </header>
  );
}
