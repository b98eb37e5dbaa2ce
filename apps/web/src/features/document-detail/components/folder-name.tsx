import type { TFolderRef } from '@papertray/contract';

/** A folder's colour dot and name. */
export function FolderName({ folder }: { folder: TFolderRef }) {
  return (
    <span className="inline-flex min-w-0 items-center gap-2">
      <span
        className="size-2.5 shrink-0 rounded-full"
        style={{ backgroundColor: folder.color }}
        aria-hidden
      />
      <span className="truncate">{folder.name}</span>
    </span>
  );
}
