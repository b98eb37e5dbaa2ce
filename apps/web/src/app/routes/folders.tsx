import { can, type TFolder } from '@papertray/contract';
import { FolderPlus, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useCreateDefaultFolders } from '@/features/folders/api/create-default-folders';
import { useRecalculateFolderCounts } from '@/features/folders/api/recalculate-folder-counts';
import { DeleteFolderDialog } from '@/features/folders/components/delete-folder-dialog';
import { FolderFormDialog } from '@/features/folders/components/folder-form-dialog';
import { FolderGrid } from '@/features/folders/components/folder-grid';
import { FoldersEmptyState } from '@/features/folders/components/folders-empty-state';
import { FoldersToolbar } from '@/features/folders/components/folders-toolbar';
import { type CardSize, DEFAULT_CARD_SIZE, parseCardSize } from '@/features/folders/lib/card-size';
import { errorMessage } from '@/lib/api-error';
import { useProjectFolders } from '@/lib/folders/project-folders-query';
import { useProjects } from '@/lib/projects/project-context';
import { toast } from '@/lib/toast-store';
import { useUrlQuery } from '@/lib/use-url-query';

function failed(fallback: string) {
  return (error: unknown) =>
    toast({ title: 'Error', description: errorMessage(error, fallback), variant: 'destructive' });
}

export default function FoldersPage() {
  const { selectedProject } = useProjects();
  const projectId = selectedProject?._id ?? '';
  const canManage = !!selectedProject && can(selectedProject.role, 'folders.manage');
  const folders = useProjectFolders(selectedProject?._id);
  const recalculate = useRecalculateFolderCounts(projectId);
  const createDefaults = useCreateDefaultFolders(projectId);
  const [searchParams, setSearchParams] = useUrlQuery();
  const size = parseCardSize(searchParams.get('size'));
  // The folder stays while the dialog closes, so its title does not flip mid-animation.
  const [form, setForm] = useState<{ open: boolean; folder?: TFolder }>({ open: false });
  const [deleting, setDeleting] = useState<TFolder | null>(null);

  const setSize = (next: CardSize) =>
    setSearchParams((params) => {
      if (next === DEFAULT_CARD_SIZE) params.delete('size');
      else params.set('size', next);
      return params;
    });

  const recalculateCounts = () =>
    recalculate.mutate(undefined, {
      onSuccess: () =>
        toast({
          title: 'Counts recalculated',
          description: 'Every folder shows its current number of documents.',
        }),
      onError: failed('Failed to recalculate counts'),
    });

  const createDefaultFolders = () =>
    createDefaults.mutate(undefined, {
      onSuccess: () =>
        toast({
          title: 'Default folders created',
          description: 'Invoices, Receipts, Contracts and Other are ready.',
        }),
      onError: failed('Failed to create default folders'),
    });

  const openCreate = () => setForm({ open: true });
  const list = folders.data ?? [];

  return (
    <>
      <PageHeader
        title="Folders"
        description="Organise approved documents into folders"
        actions={
          <>
            <Button
              variant="outline"
              onClick={recalculateCounts}
              disabled={recalculate.isPending || !folders.isSuccess}
            >
              <RefreshCw
                className={recalculate.isPending ? 'animate-spin' : undefined}
                aria-hidden
              />
              Recalculate Counts
            </Button>
            {canManage && (
              <Button onClick={openCreate}>
                <FolderPlus aria-hidden />
                Create Folder
              </Button>
            )}
          </>
        }
      />
      {folders.isPending ? (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} className="h-40 rounded-xl" />
          ))}
        </div>
      ) : folders.isError ? (
        <p role="alert" className="rounded-xl border border-destructive/40 p-6 text-destructive">
          {errorMessage(folders.error, 'Failed to fetch folders')}
        </p>
      ) : list.length === 0 ? (
        <FoldersEmptyState
          manage={
            canManage
              ? {
                  onCreateDefaults: createDefaultFolders,
                  creatingDefaults: createDefaults.isPending,
                }
              : undefined
          }
        />
      ) : (
        <>
          <FoldersToolbar
            count={list.length}
            readOnly={!canManage}
            size={size}
            onSizeChange={setSize}
          />
          <FolderGrid
            folders={list}
            size={size}
            manage={
              canManage
                ? { onEdit: (folder) => setForm({ open: true, folder }), onDelete: setDeleting }
                : undefined
            }
          />
        </>
      )}
      {canManage && (
        <>
          <FolderFormDialog
            projectId={projectId}
            folder={form.folder}
            open={form.open}
            onOpenChange={(open) => setForm((current) => ({ ...current, open }))}
          />
          <DeleteFolderDialog
            projectId={projectId}
            folder={deleting}
            onOpenChange={(open) => {
              if (!open) setDeleting(null);
            }}
          />
        </>
      )}
    </>
  );
}
