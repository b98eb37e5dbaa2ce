import type { TDocument } from '@papertray/contract';

/** Its folder with the folder's colour; in the tray, the suggested one, marked as such. */
export function FolderLabel({ document }: { document: TDocument }) {
  const suggested = !document.folderId && document.state === 'paper_tray';
  const folder = document.folderId ?? (suggested ? document.suggestedFolderId : null);
  if (!folder) return <span className="text-muted-foreground">—</span>;
  return (
    <span className="grid min-w-0 gap-0.5">
      <span className="inline-flex min-w-0 items-center gap-1.5" title={folder.name}>
        <span
          className="size-2.5 shrink-0 rounded-full"
          style={{ backgroundColor: folder.color }}
          aria-hidden
        />
        <span className={suggested ? 'truncate text-muted-foreground' : 'truncate'}>
          {folder.name}
        </span>
      </span>
      {suggested && <span className="text-xs text-muted-foreground">Suggested</span>}
    </span>
  );
}
