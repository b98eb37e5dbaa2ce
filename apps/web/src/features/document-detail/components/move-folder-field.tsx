import type { TFolderList, TFolderRef } from '@papertray/contract';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { FolderOptions } from './folder-options';
import { NativeSelect } from '@/components/ui/native-select';

interface MoveFolderFieldProps {
  current: TFolderRef | null;
  folders: TFolderList;
  busy: boolean;
  onMove: (folderId: string) => void;
}

/** Files an approved document in another folder of its project. */
export function MoveFolderField({ current, folders, busy, onMove }: MoveFolderFieldProps) {
  const [folderId, setFolderId] = useState(current?._id ?? '');
  const unchanged = folderId === '' || folderId === current?._id;
  return (
    <form
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (!unchanged) onMove(folderId);
      }}
    >
      <Label htmlFor="move-folder">Move to folder</Label>
      <div className="flex gap-2">
        <NativeSelect
          id="move-folder"
          value={folderId}
          onChange={(event) => setFolderId(event.target.value)}
        >
          {!current && <option value="">Choose a folder</option>}
          <FolderOptions folders={folders} />
        </NativeSelect>
        <Button type="submit" variant="outline" disabled={unchanged || busy}>
          {busy ? 'Moving...' : 'Move'}
        </Button>
      </div>
    </form>
  );
}
