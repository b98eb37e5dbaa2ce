import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { ScanPage } from '../hooks/use-scan-pages';

interface ScanPageListProps {
  pages: ScanPage[];
  disabled: boolean;
  onMove: (id: number, offset: -1 | 1) => void;
  onRemove: (id: number) => void;
}

const buttonId = (page: ScanPage, action: 'up' | 'down') => `scan-page-${page.id}-${action}`;

/** After a move the focus stays on the moved page, on whichever arrow can still be used. */
function refocus(page: ScanPage, preferred: 'up' | 'down') {
  requestAnimationFrame(() => {
    const first = document.getElementById(buttonId(page, preferred));
    const other = document.getElementById(buttonId(page, preferred === 'up' ? 'down' : 'up'));
    const target = first instanceof HTMLButtonElement && !first.disabled ? first : other;
    target?.focus();
  });
}

export function ScanPageList({ pages, disabled, onMove, onRemove }: ScanPageListProps) {
  return (
    <ol aria-label="Scanned pages" className="grid grid-cols-1 gap-2">
      {pages.map((page, index) => {
        const label = `Page ${index + 1}`;
        return (
          <li key={page.id} className="flex items-center gap-3 rounded-lg border bg-card p-2">
            <img
              src={page.previewUrl}
              alt={`${label} preview`}
              className="h-16 w-12 shrink-0 rounded border bg-muted object-cover"
            />
            <div className="min-w-0 flex-1">
              <p className="text-sm font-medium">{label}</p>
              <p className="truncate text-xs text-muted-foreground" title={page.image.name}>
                {page.image.name}
              </p>
            </div>
            <div className="flex shrink-0 items-center gap-0.5">
              <Button
                id={buttonId(page, 'up')}
                type="button"
                variant="ghost"
                size="icon"
                className="size-9"
                disabled={disabled || index === 0}
                aria-label={`Move page ${index + 1} up`}
                onClick={() => {
                  onMove(page.id, -1);
                  refocus(page, 'up');
                }}
              >
                <ArrowUp aria-hidden />
              </Button>
              <Button
                id={buttonId(page, 'down')}
                type="button"
                variant="ghost"
                size="icon"
                className="size-9"
                disabled={disabled || index === pages.length - 1}
                aria-label={`Move page ${index + 1} down`}
                onClick={() => {
                  onMove(page.id, 1);
                  refocus(page, 'down');
                }}
              >
                <ArrowDown aria-hidden />
              </Button>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-9 text-muted-foreground hover:text-destructive"
                disabled={disabled}
                aria-label={`Remove page ${index + 1}`}
                onClick={() => onRemove(page.id)}
              >
                <Trash2 aria-hidden />
              </Button>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
