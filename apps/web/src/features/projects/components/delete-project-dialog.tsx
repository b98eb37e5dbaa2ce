import type { TProject } from '@papertray/contract';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { useProjects } from '@/lib/projects/project-context';
import { useDeleteProject } from '../api/project-mutations';

export function DeleteProjectDialog({
  project,
  onOpenChange,
  onDeleted,
}: {
  project: TProject | null;
  onOpenChange: (open: boolean) => void;
  onDeleted?: () => void;
}) {
  const remove = useDeleteProject();
  const { selectedProject, clearSelection } = useProjects();
  return (
    <ConfirmDialog
      open={!!project}
      onOpenChange={onOpenChange}
      title="Delete project?"
      description={
        <>
          <strong className="text-foreground">{project?.name}</strong> and all of its emails,
          documents, files and contacts will be deleted for every member. This cannot be undone.
        </>
      }
      confirmLabel="Delete project"
      busyLabel="Deleting..."
      busy={remove.isPending}
      onConfirm={() => {
        if (!project) return;
        remove.mutate(project._id, {
          onSuccess: () => {
            if (selectedProject?._id === project._id) clearSelection();
            onOpenChange(false);
            onDeleted?.();
          },
        });
      }}
    />
  );
}
