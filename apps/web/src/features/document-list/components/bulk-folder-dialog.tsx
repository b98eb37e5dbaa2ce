import { DOCUMENT_MESSAGES, type TFolder } from '@papertray/contract';
import { FolderChoiceDialog } from '@/features/documents/components/folder-choice-dialog';

export type FolderAction = 'approve' | 'move';

interface BulkFolderDialogProps {
  /** Closed while null. */
  action: FolderAction | null;
  count: number;
  folders: TFolder[];
  busy: boolean;
  onOpenChange: (open: boolean) => void;
  /** Approve: no folder means each document's suggested one. */
  onConfirm: (folderId: string | undefined) => void;
}

const TEXT = {
  approve: {
    title: (n: number) => `Approve ${n} ${n === 1 ? 'document' : 'documents'}`,
    description: 'Choose the folder to file them in, or keep each one’s suggested folder.',
    confirm: 'Approve',
    busy: 'Approving...',
  },
  move: {
    title: (n: number) => `Move ${n} ${n === 1 ? 'document' : 'documents'}`,
    description: 'Choose the folder to move them to. Their review state stays as it is.',
    confirm: 'Move',
    busy: 'Moving...',
  },
} as const;

/** The folder choice of a bulk approve or move: the shared folder dialog with their texts. */
export function BulkFolderDialog({ action, count, ...props }: BulkFolderDialogProps) {
  const text = TEXT[action ?? 'approve'];
  return (
    <FolderChoiceDialog
      open={action !== null}
      title={text.title(count)}
      description={text.description}
      folders={props.folders}
      defaultChoiceLabel="Suggested folder"
      folderRequiredMessage={action === 'move' ? DOCUMENT_MESSAGES.moveNeedsFolder : undefined}
      confirmLabel={text.confirm}
      busyLabel={text.busy}
      busy={props.busy}
      onCancel={() => props.onOpenChange(false)}
      onConfirm={props.onConfirm}
    />
  );
}
