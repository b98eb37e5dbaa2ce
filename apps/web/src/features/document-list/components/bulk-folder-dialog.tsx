import { DOCUMENT_MESSAGES, type TFolder } from '@papertray/contract';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField, fieldAria } from '@/components/ui/form-field';

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

/** The folder choice of a bulk approve or move. */
export function BulkFolderDialog(props: BulkFolderDialogProps) {
  return (
    <Dialog open={props.action !== null} onOpenChange={props.onOpenChange}>
      <DialogContent>
        {/* Keyed by action so every opening starts from its own default choice. */}
        {props.action && <FolderChoice key={props.action} {...props} action={props.action} />}
      </DialogContent>
    </Dialog>
  );
}

function FolderChoice({
  action,
  count,
  folders,
  busy,
  onOpenChange,
  onConfirm,
}: BulkFolderDialogProps & { action: FolderAction }) {
  const [folderId, setFolderId] = useState('');
  const [error, setError] = useState<string | undefined>();
  const text = TEXT[action];

  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (action === 'move' && !folderId) {
          setError(DOCUMENT_MESSAGES.moveNeedsFolder);
          return;
        }
        onConfirm(folderId || undefined);
      }}
    >
      <DialogHeader>
        <DialogTitle>{text.title(count)}</DialogTitle>
        <DialogDescription>{text.description}</DialogDescription>
      </DialogHeader>
      <FormField id="bulk-folder" label="Folder" error={error}>
        <select
          {...fieldAria('bulk-folder', error)}
          value={folderId}
          onChange={(event) => {
            setFolderId(event.target.value);
            setError(undefined);
          }}
          className="h-10 w-full rounded-md border border-input bg-card px-3 text-sm shadow-xs focus-visible:outline-2 focus-visible:outline-ring/40 aria-invalid:border-destructive"
        >
          <option value="">{action === 'approve' ? 'Suggested folder' : 'Choose a folder'}</option>
          {folders.map((folder) => (
            <option key={folder._id} value={folder._id}>
              {folder.name}
            </option>
          ))}
        </select>
      </FormField>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? text.busy : text.confirm}
        </Button>
      </DialogFooter>
    </form>
  );
}
