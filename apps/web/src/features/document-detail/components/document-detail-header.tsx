import type { TDocument } from '@papertray/contract';
import type { ReactNode } from 'react';
import { DetailPageHeader } from '@/components/detail-page-header';
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
    <DetailPageHeader
      back={{ to: '/documents', label: 'Back to Documents' }}
      title={document.name}
      meta={
        <>
          <DocumentStateBadge state={document.state} />
          <Badge variant="outline">{documentTypeLabel(document.type)}</Badge>
          <ProcessingStatus processing={document.processing} />
        </>
      }
      actions={actions}
      sideBySideFrom="lg"
    />
  );
}
