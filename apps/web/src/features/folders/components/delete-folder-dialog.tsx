import type { TFolder } from '@papertray/contract';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast-store';
import { useDeleteFolder } from '../api/delete-folder';

interface DeleteFolderDialogProps {
  projectId: string;
  folder: TFolder | null;
  onOpenChange: (open: boolean) => void;
}

export function DeleteFolderDialog({ projectId, folder, onOpenChange }: DeleteFolderDialogProps) {
  const remove = useDeleteFolder(projectId);
  return (
    <ConfirmDialog
      open={!!folder}
      onOpenChange={onOpenChange}
      title="Delete folder?"
      description={`Are you sure you want to delete "${folder?.name ?? ''}"? This cannot be undone.`}
      confirmLabel="Delete"
      busyLabel="Deleting..."
      busy={remove.isPending}
      onConfirm={() => {
        if (!folder) return;
        remove.mutate(folder._id, {
          onSuccess: () => {
            toast({ title: 'Folder deleted', description: `${folder.name} was removed.` });
            onOpenChange(false);
          },
          onError: (error) =>
            toast({
              title: 'Error',
              description: errorMessage(error, 'Failed to delete folder'),
              variant: 'destructive',
            }),
        });
      }}
    />
  );
}
