import type { TDocumentState } from '@papertray/contract';
import { Check, RotateCcw, Trash2, XCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { ActionInput } from '../hooks/use-detail-actions';

interface DocumentStateActionsProps {
  state: TDocumentState;
  busy: ActionInput['action'] | null;
  onApprove: () => void;
  onTrash: () => void;
  onRestore: () => void;
  onDelete: () => void;
}

/** What can happen to the document next: approve or trash from the tray, restore or delete from the trash. */
export function DocumentStateActions({
  state,
  busy,
  onApprove,
  onTrash,
  onRestore,
  onDelete,
}: DocumentStateActionsProps) {
  const disabled = busy !== null;
  if (state === 'trash') {
    return (
      <>
        <Button variant="outline" disabled={disabled} onClick={onRestore}>
          <RotateCcw aria-hidden />
          {busy === 'restore' ? 'Restoring...' : 'Restore'}
        </Button>
        <Button variant="destructive" disabled={disabled} onClick={onDelete}>
          <XCircle aria-hidden />
          Delete Permanently
        </Button>
      </>
    );
  }
  return (
    <>
      <Button variant="outline" disabled={disabled} onClick={onTrash}>
        <Trash2 aria-hidden />
        {busy === 'trash' ? 'Moving...' : 'Move to Trash'}
      </Button>
      {state === 'paper_tray' && (
        <Button disabled={disabled} onClick={onApprove}>
          <Check aria-hidden />
          Approve
        </Button>
      )}
    </>
  );
}
