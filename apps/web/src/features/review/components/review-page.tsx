import type { TDocument } from '@papertray/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useDocument } from '@/features/documents/api/get-document';
import { FolderChoiceDialog } from '@/features/documents/components/folder-choice-dialog';
import { errorMessage } from '@/lib/api-error';
import { useProjectFolders } from '@/lib/folders/project-folders-query';
import { useProjects } from '@/lib/projects/project-context';
import { projectStatsQueryOptions } from '@/lib/projects/projects-query';
import { useReviewSession } from '../hooks/use-review-session';
import { useReviewShortcuts } from '../hooks/use-review-shortcuts';
import type { ReviewCommand, ReviewMode } from '../lib/review-keys';
import { ReviewActionBar, ReviewActionPanel, ShortcutLegend } from './review-actions';
import { ReviewDocumentInfo, ReviewFolder } from './review-document-info';
import { ReviewDocumentTabs } from './review-document-tabs';
import { ReviewEmailDialog } from './review-email-dialog';
import { ReviewEmptyState } from './review-empty-state';
import { ReviewKeyFields } from './review-key-fields';
import { ReviewHeader } from './review-header';

function useReviewMode(): [ReviewMode, (mode: ReviewMode) => void] {
  const [params, setParams] = useSearchParams();
  const mode: ReviewMode = params.get('view') === 'trash' ? 'trash' : 'tray';
  return [mode, (next) => setParams(next === 'trash' ? { view: 'trash' } : {})];
}

/** /documents/review: clear the paper tray (or go through the trash) one document at a time. */
export function ReviewPage() {
  const { selectedProject } = useProjects();
  const projectId = selectedProject?._id;
  const [mode, setMode] = useReviewMode();
  const session = useReviewSession(projectId, mode);
  const folders = useProjectFolders(projectId);
  const stats = useQuery({
    ...projectStatsQueryOptions(projectId ?? ''),
    enabled: !!projectId,
  });
  const detail = useDocument(session.current?._id);
  const current =
    detail.data && detail.data.state === session.current?.state ? detail.data : session.current;
  const [approving, setApproving] = useState<TDocument | null>(null);
  const [deleting, setDeleting] = useState<TDocument | null>(null);
  const [emailId, setEmailId] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const run = (command: ReviewCommand) => {
    if (!current) return;
    switch (command) {
      case 'approve':
        return setApproving(current);
      case 'delete':
        return setDeleting(current);
      case 'skip':
        return session.skip();
      case 'previous':
        return session.previous();
      case 'next':
        return session.next();
      case 'trash':
        setAnnouncement(`${current.name} moved to the trash`);
        return session.act({ action: 'trash' });
      case 'restore':
        setAnnouncement(`${current.name} is back in the paper tray`);
        return session.act({ action: 'restore' });
    }
  };
  const dialogOpen = approving !== null || deleting !== null || emailId !== null;
  useReviewShortcuts(mode, dialogOpen, run);

  const approve = (folderId: string | undefined) => {
    if (!approving) return;
    const folder = folders.data?.find((f) => f._id === folderId);
    setAnnouncement(`${approving.name} approved${folder ? ` into ${folder.name}` : ''}`);
    setApproving(null);
    session.act({ action: 'approve', folderId }, approving._id);
  };
  const deleteForGood = () => {
    if (!deleting) return;
    setAnnouncement(`${deleting.name} deleted permanently`);
    setDeleting(null);
    session.act({ action: 'delete' }, deleting._id);
  };

  const index = session.position - 1;
  const nearby = session.queue.slice(Math.max(index - 1, 0), index + 2);
  const canGoBack = index > 0;
  const canGoForward = index >= 0 && index < session.queue.length - 1;

  return (
    <div className="pb-24 md:pb-0">
      <ReviewHeader
        mode={mode}
        onModeChange={setMode}
        counts={{
          // The open queue's own count is live; the other one follows when the lists refresh.
          tray:
            mode === 'tray' && !session.loading ? session.total : stats.data?.documents.paperTray,
          trash: mode === 'trash' && !session.loading ? session.total : stats.data?.documents.trash,
        }}
        position={session.position}
        total={session.total}
        canGoBack={canGoBack}
        canGoForward={canGoForward}
        onPrevious={session.previous}
        onNext={session.next}
      />
      <p className="sr-only" role="status">
        {announcement}
      </p>
      {/* Cleared a full page while more wait on the server: the next page is on its way. */}
      {session.loading || (!current && session.total > 0) ? (
        <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]" aria-busy>
          <Skeleton className="h-[60vh] rounded-xl" />
          <Skeleton className="h-64 rounded-xl" />
        </div>
      ) : session.list.isError ? (
        <Card role="alert" className="p-6 text-sm text-destructive">
          <p className="font-medium">Error</p>
          <p>{errorMessage(session.list.error, 'Failed to load data')}</p>
        </Card>
      ) : !current ? (
        <ReviewEmptyState mode={mode} />
      ) : (
        <>
          <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
            <section
              aria-label="Document"
              aria-busy={session.busy}
              className="grid min-w-0 content-start gap-3"
            >
              <h2 className="truncate text-lg font-semibold" title={current.name}>
                {current.name}
              </h2>
              <ReviewFolder document={current} />
              <ReviewDocumentTabs current={current} window={nearby} />
            </section>
            <aside aria-label="Details and actions" className="grid content-start gap-4">
              <Card className="p-4">
                <ReviewKeyFields key={current._id} document={current} />
              </Card>
              <Card className="grid gap-4 p-4">
                <ReviewDocumentInfo
                  document={current}
                  onViewEmail={() => setEmailId(current.emailId)}
                />
              </Card>
              <div className="hidden md:block">
                <ReviewActionPanel mode={mode} busy={session.busy} onCommand={run} />
              </div>
              <ShortcutLegend mode={mode} />
            </aside>
          </div>
          <ReviewActionBar
            mode={mode}
            busy={session.busy}
            onCommand={run}
            canGoBack={canGoBack}
            canGoForward={canGoForward}
          />
        </>
      )}
      <FolderChoiceDialog
        open={approving !== null}
        title="Approve document"
        description={`File ${approving?.name} in a folder. Press Enter to approve.`}
        folders={folders.data}
        currentFolderId={approving?.folderId?._id}
        suggestedFolderId={approving?.suggestedFolderId?._id}
        confirmLabel="Approve"
        onCancel={() => setApproving(null)}
        onConfirm={approve}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete permanently?"
        description={`${deleting?.name ?? 'This document'} will be deleted for good. This cannot be undone.`}
        confirmLabel="Delete Permanently"
        busyLabel="Deleting..."
        busy={false}
        onConfirm={deleteForGood}
      />
      <ReviewEmailDialog emailId={emailId} onClose={() => setEmailId(null)} />
    </div>
  );
}
