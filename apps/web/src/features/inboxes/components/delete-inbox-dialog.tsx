import type { TInbox } from '@papertray/contract';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast-store';
import { useDeleteInbox } from '../api/delete-inbox';

export function DeleteInboxDialog({
  inbox,
  open,
  onOpenChange,
}: {
  inbox: TInbox;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const remove = useDeleteInbox();
  const navigate = useNavigate();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delete inbox?"
      description={`Are you sure you want to delete "${inbox.name}"? The emails synced from it are removed too. This cannot be undone.`}
      confirmLabel="Delete"
      busyLabel="Deleting..."
      busy={remove.isPending}
      onConfirm={() =>
        remove.mutate(inbox._id, {
          onSuccess: () => {
            toast({ title: 'Inbox deleted', description: `${inbox.name} was removed.` });
            void navigate('/inboxes');
          },
          onError: (error) =>
            toast({
              title: 'Error',
              description: errorMessage(error, 'Failed to delete inbox'),
              variant: 'destructive',
            }),
        })
      }
    />
  );
}
