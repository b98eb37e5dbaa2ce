import type { TDocument } from '@papertray/contract';

/** Its folder with the folder's colour; in the tray, the suggested one, marked as such. */
export function FolderLabel({ document }: { document: TDocument }) {
  const folder =
    document.folderId ?? (document.state === 'paper_tray' ? document.suggestedFolderId : null);
  if (!folder) return <span className="text-muted-foreground">—</span>;
  const suggested = !document.folderId;
  return (
    <span
      className="inline-flex min-w-0 items-center gap-1.5"
      title={suggested ? `Suggested: ${folder.name}` : folder.name}
    >
      <span
        className="size-2.5 shrink-0 rounded-full"
        style={{ backgroundColor: folder.color }}
        aria-hidden
      />
      <span className={suggested ? 'truncate text-muted-foreground italic' : 'truncate'}>
        {suggested && <span className="sr-only">Suggested: </span>}
        {folder.name}
      </span>
    </span>
  );
}
