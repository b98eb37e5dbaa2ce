import { Folder, FolderOpen } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useProjectFolders } from '@/lib/folders/project-folders-query';
import { EmptyListState } from '@/components/empty-list-state';
import { ListCard } from './list-card';
import { ListSkeleton } from './list-skeleton';

/** Spec section 9: the dashboard lists at most 6 folders. */
const MAX_FOLDERS = 6;

export function ProjectFoldersCard({ projectId }: { projectId: string | undefined }) {
  const folders = useProjectFolders(projectId);
  const shown = (folders.data ?? []).slice(0, MAX_FOLDERS);
  return (
    <ListCard
      title="Project Folders"
      description="Approved documents, organised"
      action={
        <Button asChild variant="ghost" size="sm">
          <Link to="/folders">View All</Link>
        </Button>
      }
    >
      {folders.isPending && !!projectId ? (
        <ListSkeleton rows={3} />
      ) : shown.length === 0 ? (
        <EmptyListState
          icon={FolderOpen}
          title="No folders yet"
          text="Folders you create, or the defaults per document type, will show up here."
        />
      ) : (
        <ul aria-label="Project folders" className="-mx-2 grid gap-0.5">
          {shown.map((folder) => (
            <li key={folder._id}>
              <Link
                to={`/documents?folderId=${folder._id}`}
                className="flex items-center gap-3 rounded-lg px-2 py-2.5 transition-colors hover:bg-accent"
              >
                <Folder className="size-5 shrink-0" style={{ color: folder.color }} aria-hidden />
                <span className="min-w-0 flex-1 truncate text-sm font-medium">{folder.name}</span>
                <span className="text-xs text-muted-foreground tabular-nums">
                  {folder.documentCount.toLocaleString()}{' '}
                  {folder.documentCount === 1 ? 'document' : 'documents'}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </ListCard>
  );
}
