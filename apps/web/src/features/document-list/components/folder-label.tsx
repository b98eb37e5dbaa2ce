import type { TDocument } from '@papertray/contract';
import { FolderName } from '@/features/documents/components/folder-name';
import { cn } from '@/lib/utils';

/** Its folder with the folder's colour; in the tray, the suggested one, marked as such. */
export function FolderLabel({ document }: { document: TDocument }) {
  const suggested = !document.folderId && document.state === 'paper_tray';
  const folder = document.folderId ?? (suggested ? document.suggestedFolderId : null);
  if (!folder) return <span className="text-muted-foreground">—</span>;
  return (
    <span className="grid min-w-0 gap-0.5" title={folder.name}>
      <FolderName folder={folder} className={cn('gap-1.5', suggested && 'text-muted-foreground')} />
      {suggested && <span className="text-xs text-muted-foreground">Suggested</span>}
    </span>
  );
}
