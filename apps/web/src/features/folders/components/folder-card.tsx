import type { TFolder } from '@papertray/contract';
import { Folder } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { DOCUMENT_TYPE_LABELS } from '@/lib/document-type-labels';
import { cn } from '@/lib/utils';
import type { CardSize } from '../lib/card-size';
import { folderDocumentsPath } from '../lib/folder-documents-path';
import { FolderCardActions } from './folder-card-actions';

/** Edit and delete handlers; without them a card is read-only. */
export interface FolderManageHandlers {
  onEdit: (folder: TFolder) => void;
  onDelete: (folder: TFolder) => void;
}

interface FolderCardProps {
  folder: TFolder;
  size: CardSize;
  manage?: FolderManageHandlers;
}

const LAYOUT = {
  small: { card: 'gap-2 p-3', icon: 'size-9 rounded-lg [&_svg]:size-4', title: 'text-sm' },
  medium: { card: 'gap-3 p-5', icon: 'size-11 rounded-xl [&_svg]:size-5', title: 'text-base' },
  large: { card: 'gap-4 p-6', icon: 'size-14 rounded-2xl [&_svg]:size-7', title: 'text-lg' },
} as const;

/** The folder's own description, else what a default folder collects. */
function folderSummary(folder: TFolder) {
  if (folder.description) return folder.description;
  if (folder.isDefault && folder.documentType) {
    return `Where ${DOCUMENT_TYPE_LABELS[folder.documentType].toLowerCase()} documents go by default`;
  }
  return 'No description';
}

function documentCountLabel(count: number) {
  return `${count.toLocaleString()} ${count === 1 ? 'document' : 'documents'}`;
}

/** One folder; the whole card opens its documents, the buttons sit above that link. */
export function FolderCard({ folder, size, manage }: FolderCardProps) {
  const layout = LAYOUT[size];
  return (
    <article
      className={cn(
        'group relative flex flex-col rounded-xl border border-t-4 bg-card text-card-foreground shadow-xs transition-all hover:-translate-y-0.5 hover:shadow-md has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-ring',
        layout.card,
      )}
      style={{ borderTopColor: folder.color }}
    >
      <div className="flex items-start justify-between gap-2">
        <span
          className={cn('flex shrink-0 items-center justify-center', layout.icon)}
          style={{ backgroundColor: `${folder.color}1F`, color: folder.color }}
        >
          <Folder aria-hidden fill="currentColor" fillOpacity={0.2} />
        </span>
        {manage && <FolderCardActions folder={folder} compact={size === 'small'} {...manage} />}
      </div>
      <div className="grid min-w-0 gap-1">
        <h3 className={cn('flex min-w-0 items-center gap-2 font-semibold', layout.title)}>
          <Link
            to={folderDocumentsPath(folder._id)}
            className="truncate outline-none after:absolute after:inset-0 after:rounded-xl"
            title={folder.name}
          >
            {folder.name}
          </Link>
          {folder.isDefault && size !== 'small' && <Badge variant="secondary">Default</Badge>}
        </h3>
        {size !== 'small' && (
          <p
            className={cn(
              'text-sm text-muted-foreground',
              size === 'medium' ? 'line-clamp-2' : 'line-clamp-4',
            )}
          >
            {folderSummary(folder)}
          </p>
        )}
      </div>
      {size === 'large' ? (
        <p className="mt-auto flex items-baseline gap-1.5 text-sm text-muted-foreground">
          <span className="text-2xl font-semibold text-foreground tabular-nums">
            {folder.documentCount.toLocaleString()}
          </span>
          {folder.documentCount === 1 ? 'document' : 'documents'}
        </p>
      ) : (
        <p className="mt-auto text-xs text-muted-foreground tabular-nums">
          {documentCountLabel(folder.documentCount)}
        </p>
      )}
    </article>
  );
}
