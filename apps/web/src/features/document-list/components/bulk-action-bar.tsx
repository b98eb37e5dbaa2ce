import { CheckCircle2, FolderInput, RotateCcw, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { DocumentStateFilter } from '../lib/document-list-filters';

export type BulkAction = 'approve' | 'move' | 'trash' | 'restore';

interface BulkActionBarProps {
  count: number;
  /** The state tab: what makes sense for the ticked documents. */
  state: DocumentStateFilter;
  busy: boolean;
  onAction: (action: BulkAction) => void;
  onClear: () => void;
}

/** Shown while documents are ticked: approve, move, trash or restore them together. */
export function BulkActionBar({ count, state, busy, onAction, onClear }: BulkActionBarProps) {
  if (count === 0) return null;
  const inTrash = state === 'trash';
  return (
    <div
      role="region"
      aria-label="Selected documents"
      className="sticky top-14 z-20 flex flex-wrap items-center justify-between gap-2 rounded-xl border bg-accent px-4 py-2 text-sm text-accent-foreground shadow-sm md:top-2"
    >
      <span aria-live="polite" className="font-medium">
        {count} selected
      </span>
      <span className="flex flex-wrap gap-2">
        <Button variant="ghost" size="sm" onClick={onClear}>
          Clear
        </Button>
        {inTrash ? (
          <Button size="sm" disabled={busy} onClick={() => onAction('restore')}>
            <RotateCcw aria-hidden />
            Restore
          </Button>
        ) : (
          <>
            {state !== 'approved' && (
              <Button size="sm" disabled={busy} onClick={() => onAction('approve')}>
                <CheckCircle2 aria-hidden />
                Approve
              </Button>
            )}
            <Button variant="outline" size="sm" disabled={busy} onClick={() => onAction('move')}>
              <FolderInput aria-hidden />
              Move
            </Button>
            <Button variant="outline" size="sm" disabled={busy} onClick={() => onAction('trash')}>
              <Trash2 aria-hidden />
              Move to Trash
            </Button>
          </>
        )}
      </span>
    </div>
  );
}
