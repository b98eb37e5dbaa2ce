import type { TInbox } from '@papertray/contract';
import { Pause, Pencil, Play, RefreshCw, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast-store';
import { useSetInboxStatus, type InboxStatusAction } from '../api/set-inbox-status';
import { useSyncInbox } from '../api/sync-inbox';

function showError(error: unknown) {
  toast({
    title: 'Error',
    description: errorMessage(error, 'Please try again.'),
    variant: 'destructive',
  });
}

export function useInboxStatusChange(inbox: TInbox) {
  const setStatus = useSetInboxStatus(inbox._id);
  return {
    isPending: setStatus.isPending,
    change: (action: InboxStatusAction) =>
      setStatus.mutate(action, {
        onSuccess: () =>
          toast({
            title: action === 'activate' ? 'Inbox activated' : 'Inbox deactivated',
            description: inbox.name,
          }),
        onError: showError,
      }),
  };
}

interface InboxActionsProps {
  inbox: TInbox;
  onEdit: () => void;
  onDelete: () => void;
}

/**
 * Sync Now and Deactivate (active), Activate (inactive), Edit, Delete: all for mailbox inboxes
 * only. The project's receiving address is managed in the project settings (the API refuses
 * these actions for it), so it shows none of them.
 */
export function InboxActions({ inbox, onEdit, onDelete }: InboxActionsProps) {
  if (inbox.type === 'project') return null;
  return <MailboxInboxActions inbox={inbox} onEdit={onEdit} onDelete={onDelete} />;
}

function MailboxInboxActions({ inbox, onEdit, onDelete }: InboxActionsProps) {
  const sync = useSyncInbox();
  const status = useInboxStatusChange(inbox);
  const syncing = sync.isPending || inbox.syncing;

  return (
    <>
      {inbox.status === 'active' && (
        <>
          <Button
            disabled={syncing}
            onClick={() =>
              sync.mutate(inbox._id, {
                onSuccess: (result) =>
                  toast({ title: 'Sync started', description: result.message }),
                onError: showError,
              })
            }
          >
            <RefreshCw className={syncing ? 'animate-spin' : undefined} aria-hidden />
            {syncing ? 'Syncing...' : 'Sync Now'}
          </Button>
          <Button
            variant="outline"
            disabled={status.isPending}
            onClick={() => status.change('deactivate')}
          >
            <Pause aria-hidden />
            Deactivate
          </Button>
        </>
      )}
      {inbox.status === 'inactive' && (
        <Button disabled={status.isPending} onClick={() => status.change('activate')}>
          <Play aria-hidden />
          Activate
        </Button>
      )}
      <Button variant="outline" onClick={onEdit}>
        <Pencil aria-hidden />
        Edit
      </Button>
      <Button variant="outline" className="text-destructive" onClick={onDelete}>
        <Trash2 aria-hidden />
        Delete
      </Button>
    </>
  );
}
