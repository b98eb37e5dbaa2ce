import { Lock } from 'lucide-react';
import type { CardSize } from '../lib/card-size';
import { CardSizeToggle } from './card-size-toggle';

interface FoldersToolbarProps {
  count: number;
  readOnly: boolean;
  size: CardSize;
  onSizeChange: (size: CardSize) => void;
}

export function FoldersToolbar({ count, readOnly, size, onSizeChange }: FoldersToolbarProps) {
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <span>{count === 1 ? '1 folder' : `${count.toLocaleString()} folders`}</span>
        {readOnly && (
          <span className="inline-flex items-center gap-1.5">
            <Lock className="size-3.5" aria-hidden />
            Only owners and admins can manage folders
          </span>
        )}
      </div>
      <CardSizeToggle value={size} onChange={onSizeChange} />
    </div>
  );
}
