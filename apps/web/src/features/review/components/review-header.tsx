import { ArrowLeft, ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import type { ReviewMode } from '../lib/review-keys';

const MODES: { mode: ReviewMode; label: string }[] = [
  { mode: 'tray', label: 'Paper Tray' },
  { mode: 'trash', label: 'Trash' },
];

interface ReviewHeaderProps {
  mode: ReviewMode;
  onModeChange: (mode: ReviewMode) => void;
  counts: Partial<Record<ReviewMode, number>>;
  position: number;
  total: number;
  canGoBack: boolean;
  canGoForward: boolean;
  onPrevious: () => void;
  onNext: () => void;
}

/** Back link, title, the Paper Tray / Trash switch and 'n of total' with previous / next. */
export function ReviewHeader(props: ReviewHeaderProps) {
  return (
    <header className="mb-4 grid gap-3 sm:mb-6">
      <Link
        to="/documents"
        className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden />
        Back to Documents
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Review Mode</h1>
        <div
          role="group"
          aria-label="Documents to review"
          className="inline-flex h-10 items-center rounded-lg bg-muted p-1"
        >
          {MODES.map(({ mode, label }) => (
            <button
              key={mode}
              type="button"
              aria-pressed={props.mode === mode}
              onClick={() => props.onModeChange(mode)}
              className={cn(
                'inline-flex h-8 items-center gap-2 rounded-md px-3 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground',
                props.mode === mode && 'bg-card text-foreground shadow-sm',
              )}
            >
              {label}
              {props.counts[mode] !== undefined && (
                <span className="rounded-full bg-background px-1.5 text-xs tabular-nums">
                  {props.counts[mode]}
                </span>
              )}
            </button>
          ))}
        </div>
      </div>
      {props.total > 0 && (
        <div className="flex items-center gap-2">
          <Button
            size="icon"
            variant="outline"
            className="hidden size-8 md:inline-flex"
            aria-label="Previous document"
            aria-keyshortcuts="ArrowLeft"
            disabled={!props.canGoBack}
            onClick={props.onPrevious}
          >
            <ChevronLeft aria-hidden />
          </Button>
          <p
            className="text-sm font-medium tabular-nums"
            aria-live="polite"
            data-testid="review-counter"
          >
            {props.position} of {props.total}
          </p>
          <Button
            size="icon"
            variant="outline"
            className="hidden size-8 md:inline-flex"
            aria-label="Next document"
            aria-keyshortcuts="ArrowRight"
            disabled={!props.canGoForward}
            onClick={props.onNext}
          >
            <ChevronRight aria-hidden />
          </Button>
        </div>
      )}
    </header>
  );
}
