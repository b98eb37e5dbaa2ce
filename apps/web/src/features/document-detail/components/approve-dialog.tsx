import type { TDocument, TFolderList } from '@papertray/contract';
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
import { FormField } from '@/components/ui/form-field';
import { FolderOptions } from './folder-options';
import { NativeSelect } from './native-select';

/** '' files the document in its suggested folder, or its type's default one. */
const SUGGESTED = '';

interface ApproveDialogProps {
  document: Pick<TDocument, 'name' | 'suggestedFolderId'>;
  folders: TFolderList;
  open: boolean;
  busy: boolean;
  onOpenChange: (open: boolean) => void;
  onApprove: (folderId: string | undefined) => void;
}

/** Approve with a folder choice; the suggested folder is preselected (spec: review confirm). */
export function ApproveDialog(props: ApproveDialogProps) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent className="sm:max-w-md">
        {props.open && <ApproveForm {...props} />}
      </DialogContent>
    </Dialog>
  );
}

function ApproveForm({ document, folders, busy, onOpenChange, onApprove }: ApproveDialogProps) {
  const suggested = document.suggestedFolderId;
  const suggestedListed = suggested && folders.some((folder) => folder._id === suggested._id);
  const [folderId, setFolderId] = useState(suggestedListed ? suggested._id : SUGGESTED);
  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        onApprove(folderId || undefined);
      }}
    >
      <DialogHeader>
        <DialogTitle>Approve document</DialogTitle>
        <DialogDescription className="break-words">
          File {document.name} in a folder. It leaves the paper tray.
        </DialogDescription>
      </DialogHeader>
      <FormField
        id="approve-folder"
        label="Folder"
        hint={suggested ? `Suggested: ${suggested.name}` : undefined}
      >
        <NativeSelect
          id="approve-folder"
          aria-describedby={suggested ? 'approve-folder-hint' : undefined}
          value={folderId}
          onChange={(event) => setFolderId(event.target.value)}
        >
          {!suggestedListed && <option value={SUGGESTED}>Default folder for its type</option>}
          <FolderOptions folders={folders} />
        </NativeSelect>
      </FormField>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? 'Approving...' : 'Approve'}
        </Button>
      </DialogFooter>
    </form>
  );
}
