import type { TFolder } from '@papertray/contract';
import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Tooltip } from '@/components/ui/tooltip';
import { toast } from '@/lib/toast-store';
import { cn } from '@/lib/utils';
import { deleteBlockReason } from '../lib/delete-block-reason';

interface FolderCardActionsProps {
  folder: TFolder;
  compact: boolean;
  onEdit: (folder: TFolder) => void;
  onDelete: (folder: TFolder) => void;
}

/**
 * Edit and delete, above the card's stretched link. A folder that must stay keeps its delete
 * button focusable (aria-disabled) so keyboard users also get the tooltip saying why, and a
 * press says it too.
 */
export function FolderCardActions({ folder, compact, onEdit, onDelete }: FolderCardActionsProps) {
  const blocked = deleteBlockReason(folder);
  const size = compact ? 'size-8' : 'size-9';
  return (
    <div className="relative z-10 flex shrink-0 gap-0.5">
      <Button
        variant="ghost"
        size="icon"
        className={size}
        aria-label={`Edit ${folder.name}`}
        onClick={() => onEdit(folder)}
      >
        <Pencil aria-hidden />
      </Button>
      {blocked ? (
        <Tooltip content={blocked}>
          <Button
            variant="ghost"
            size="icon"
            className={cn(size, 'cursor-not-allowed opacity-50 hover:bg-transparent')}
            aria-label={`Delete ${folder.name}`}
            aria-disabled="true"
            // Touch screens show no tooltip; the tap says why instead.
            onClick={() => toast({ title: blocked })}
          >
            <Trash2 aria-hidden />
          </Button>
        </Tooltip>
      ) : (
        <Button
          variant="ghost"
          size="icon"
          className={cn(size, 'text-destructive hover:bg-destructive/10 hover:text-destructive')}
          aria-label={`Delete ${folder.name}`}
          onClick={() => onDelete(folder)}
        >
          <Trash2 aria-hidden />
        </Button>
      )}
    </div>
  );
}
