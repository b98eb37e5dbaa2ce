import { ChevronLeft, ChevronRight } from 'lucide-react';
import { BackLink } from '@/components/back-link';
import { SegmentedControl } from '@/components/segmented-control';
import { Button } from '@/components/ui/button';
import type { ReviewMode } from '../lib/review-keys';

const MODE_LABELS: Record<ReviewMode, string> = { tray: 'Paper Tray', trash: 'Trash' };

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

function StepButton({
  direction,
  ...props
}: {
  direction: 'previous' | 'next';
  disabled: boolean;
  onClick: () => void;
}) {
  const Icon = direction === 'previous' ? ChevronLeft : ChevronRight;
  return (
    <Button
      size="icon"
      variant="outline"
      className="hidden size-8 md:inline-flex"
      aria-label={direction === 'previous' ? 'Previous document' : 'Next document'}
      aria-keyshortcuts={direction === 'previous' ? 'ArrowLeft' : 'ArrowRight'}
      {...props}
    >
      <Icon aria-hidden />
    </Button>
  );
}

/** Back link, title, the Paper Tray / Trash switch and 'n of total' with previous / next. */
export function ReviewHeader(props: ReviewHeaderProps) {
  const options = (['tray', 'trash'] as const).map((mode) => ({
    value: mode,
    label:
      props.counts[mode] === undefined
        ? MODE_LABELS[mode]
        : `${MODE_LABELS[mode]} (${props.counts[mode]})`,
  }));
  return (
    <header className="mb-4 grid gap-3 sm:mb-6">
      <BackLink to="/documents">Back to Documents</BackLink>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Review Mode</h1>
        <SegmentedControl
          label="Documents to review"
          options={options}
          value={props.mode}
          onChange={props.onModeChange}
        />
      </div>
      {props.total > 0 && (
        <div className="flex items-center gap-2">
          <StepButton direction="previous" disabled={!props.canGoBack} onClick={props.onPrevious} />
          <p
            className="text-sm font-medium tabular-nums"
            aria-live="polite"
            data-testid="review-counter"
          >
            {props.position} of {props.total}
          </p>
          <StepButton direction="next" disabled={!props.canGoForward} onClick={props.onNext} />
        </div>
      )}
    </header>
  );
}
