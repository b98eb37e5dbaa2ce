import type { TFolderRef } from '@papertray/contract';
import { cn } from '@/lib/utils';

/** A folder's colour dot and name (one line, truncated). */
export function FolderName({ folder, className }: { folder: TFolderRef; className?: string }) {
  return (
    <span className={cn('inline-flex min-w-0 items-center gap-2', className)}>
      <span
        className="size-2.5 shrink-0 rounded-full"
        style={{ backgroundColor: folder.color }}
        aria-hidden
      />
      <span className="truncate">{folder.name}</span>
    </span>
  );
}
