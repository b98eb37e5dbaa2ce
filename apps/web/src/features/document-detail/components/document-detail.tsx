import type { TDocument } from '@papertray/contract';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { useDocument } from '@/features/documents/api/get-document';
import { DocumentPreview } from '@/features/documents/components/document-preview';
import { FolderChoiceDialog } from '@/features/documents/components/folder-choice-dialog';
import { ApiError, errorMessage } from '@/lib/api-error';
import { useProjectFolders } from '@/lib/folders/project-folders-query';
import { downloadDocument } from '@/features/documents/api/download-document';
import { useChangeContact } from '../hooks/use-change-contact';
import { useDetailActions } from '../hooks/use-detail-actions';
import { DocumentDetailHeader } from './document-detail-header';
import { DocumentFactsCard } from './document-facts-card';
import { DocumentNotFound } from './document-not-found';
import { DocumentStateActions } from './document-state-actions';
import { DuplicateHint } from './duplicate-hint';
import { ExtractedDetailsForm } from './extracted-details-form';
import { ProcessingCard } from './processing-card';

interface DocumentDetailProps {
  documentId: string;
  /** Opens the mail a document came with; the route wires in the emails feature. */
  onViewEmail: (emailId: string) => void;
}

/** /documents/{id}: loads the document, or says it is not there. */
export function DocumentDetail({ documentId, onViewEmail }: DocumentDetailProps) {
  const document = useDocument(documentId);
  if (document.isPending) return <PageSpinner />;
  if (document.isError) {
    const status = document.error instanceof ApiError ? document.error.status : 0;
    // A malformed id is refused with 400; to the user it is just as absent.
    if (status === 404 || status === 400) return <DocumentNotFound />;
    return (
      <Card role="alert" className="p-6 text-destructive">
        {errorMessage(document.error, 'Failed to load data')}
      </Card>
    );
  }
  return <DocumentDetailContent document={document.data} onViewEmail={onViewEmail} />;
}

function DocumentDetailContent({
  document,
  onViewEmail,
}: {
  document: TDocument;
  onViewEmail: (emailId: string) => void;
}) {
  const navigate = useNavigate();
  const folders = useProjectFolders(document.projectId);
  const { run, busy } = useDetailActions(document);
  const contactChange = useChangeContact(document._id);
  const [dialog, setDialog] = useState<'approve' | 'delete' | null>(null);
  const closeDialog = () => setDialog(null);

  return (
    <>
      <DocumentDetailHeader
        document={document}
        actions={
          <>
            <Button variant="outline" onClick={() => void downloadDocument(document)}>
              <Download aria-hidden />
              Download
            </Button>
            <DocumentStateActions
              state={document.state}
              busy={busy}
              onApprove={() => setDialog('approve')}
              onTrash={() => run({ action: 'trash' })}
              onRestore={() => run({ action: 'restore' })}
              onDelete={() => setDialog('delete')}
            />
          </>
        }
      />
      <div className="grid gap-6 lg:grid-cols-2 2xl:grid-cols-[minmax(0,1fr)_36rem]">
        <section aria-label="Preview" className="min-w-0 lg:sticky lg:top-6 lg:self-start">
          <DocumentPreview document={document} />
        </section>
        <div className="grid min-w-0 content-start gap-6">
          <ProcessingCard
            document={document}
            busy={busy === 'process'}
            onProcess={() => run({ action: 'process' })}
          />
          <DuplicateHint duplicate={document.possibleDuplicateOf} />
          <DocumentFactsCard
            document={document}
            folders={folders.data ?? []}
            moving={busy === 'move'}
            onMove={(folderId) => run({ action: 'move', folderId })}
            changingContact={contactChange.isPending}
            onChangeContact={contactChange.change}
            onViewEmail={onViewEmail}
          />
          <ExtractedDetailsForm document={document} />
        </div>
      </div>
      <FolderChoiceDialog
        open={dialog === 'approve'}
        title="Approve document"
        description={`File ${document.name} in a folder. It leaves the paper tray.`}
        folders={folders.data}
        currentFolderId={document.folderId?._id}
        suggestedFolderId={document.suggestedFolderId?._id}
        confirmLabel="Approve"
        busyLabel="Approving..."
        busy={busy === 'approve'}
        onCancel={closeDialog}
        onConfirm={(folderId) => run({ action: 'approve', folderId }, closeDialog)}
      />
      <ConfirmDialog
        open={dialog === 'delete'}
        onOpenChange={(open) => setDialog(open ? 'delete' : null)}
        title="Delete document permanently?"
        description={`${document.name} will be deleted for good. This cannot be undone.`}
        confirmLabel="Delete Permanently"
        busyLabel="Deleting..."
        busy={busy === 'delete'}
        onConfirm={() => run({ action: 'delete' }, () => void navigate('/documents'))}
      />
    </>
  );
}
