import type { TFolder } from '@papertray/contract';
import { cn } from '@/lib/utils';
import type { CardSize } from '../lib/card-size';
import { FolderCard, type FolderManageHandlers } from './folder-card';

const COLUMNS: Record<CardSize, string> = {
  small: 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6',
  medium: 'grid-cols-1 sm:grid-cols-2 lg:grid-cols-3',
  large: 'grid-cols-1 lg:grid-cols-2',
};

interface FolderGridProps {
  folders: TFolder[];
  size: CardSize;
  manage?: FolderManageHandlers;
}

export function FolderGrid({ folders, size, manage }: FolderGridProps) {
  return (
    <ul aria-label="Folders" className={cn('grid gap-3 sm:gap-4', COLUMNS[size])}>
      {folders.map((folder) => (
        <li key={folder._id} className="grid">
          <FolderCard folder={folder} size={size} manage={manage} />
        </li>
      ))}
    </ul>
  );
}
