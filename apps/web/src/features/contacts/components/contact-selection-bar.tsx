import { Merge } from 'lucide-react';
import { Button } from '@/components/ui/button';

interface ContactSelectionBarProps {
  count: number;
  onMerge: () => void;
  onClear: () => void;
}

/** Shown while contacts are selected: merging takes exactly two. */
export function ContactSelectionBar({ count, onMerge, onClear }: ContactSelectionBarProps) {
  if (count === 0) return null;
  return (
    <div
      role="region"
      aria-label="Selected contacts"
      className="flex flex-wrap items-center justify-between gap-2 rounded-xl border bg-accent px-4 py-2 text-sm text-accent-foreground"
    >
      <span aria-live="polite">
        {count} selected
        {count !== 2 && (
          <span className="text-muted-foreground"> · Select two contacts to merge them</span>
        )}
      </span>
      <span className="flex gap-2">
        <Button variant="ghost" size="sm" onClick={onClear}>
          Clear
        </Button>
        <Button size="sm" disabled={count !== 2} onClick={onMerge}>
          <Merge aria-hidden />
          Merge
        </Button>
      </span>
    </div>
  );
}
