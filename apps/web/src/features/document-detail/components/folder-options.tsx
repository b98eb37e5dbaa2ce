import type { TFolderList } from '@papertray/contract';

/** The project's folders as options of a NativeSelect. */
export function FolderOptions({ folders }: { folders: TFolderList }) {
  return folders.map((folder) => (
    <option key={folder._id} value={folder._id}>
      {folder.name}
    </option>
  ));
}
