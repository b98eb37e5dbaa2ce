import { Check, ChevronLeft, ChevronRight, RotateCcw, SkipForward, Trash2 } from 'lucide-react';
import type { ComponentType } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import {
  EXPLAIN_FIELD_KEY,
  REVIEW_ACTIONS,
  type ReviewCommand,
  type ReviewMode,
} from '../lib/review-keys';

type Icon = ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
type Tone = 'default' | 'outline' | 'destructive';

const LOOK: Partial<Record<ReviewCommand, { icon: Icon; tone: Tone }>> = {
  approve: { icon: Check, tone: 'default' },
  restore: { icon: RotateCcw, tone: 'default' },
  skip: { icon: SkipForward, tone: 'outline' },
  trash: { icon: Trash2, tone: 'destructive' },
  delete: { icon: Trash2, tone: 'destructive' },
};

function actionsOf(mode: ReviewMode) {
  return REVIEW_ACTIONS[mode].map((action) => ({
    ...action,
    ...(LOOK[action.command] ?? { icon: Check, tone: 'outline' as const }),
  }));
}

interface ReviewActionsProps {
  mode: ReviewMode;
  /** Calls are on the wire (announced; presses still act on the next document). */
  busy: boolean;
  onCommand: (command: ReviewCommand) => void;
}

/** The action buttons beside the document (tablet and desktop), with their shortcut keys. */
export function ReviewActionPanel({ mode, busy, onCommand }: ReviewActionsProps) {
  return (
    <div className="grid gap-2" aria-busy={busy}>
      {actionsOf(mode).map((action) => (
        <Button
          key={action.command}
          variant={action.tone}
          aria-keyshortcuts={action.key}
          onClick={() => onCommand(action.command)}
          className="justify-between"
        >
          <span className="flex items-center gap-2">
            <action.icon aria-hidden />
            {action.label}
          </span>
          <kbd className="rounded border border-current/30 px-1.5 font-mono text-xs opacity-80">
            {action.key}
          </kbd>
        </Button>
      ))}
    </div>
  );
}

const barItem =
  'flex min-w-0 flex-1 flex-col items-center justify-center gap-0.5 rounded-md py-1.5 text-xs font-medium disabled:opacity-40 [&_svg]:size-5';

function BarStep({
  direction,
  disabled,
  onCommand,
}: {
  direction: 'previous' | 'next';
  disabled: boolean;
  onCommand: (command: ReviewCommand) => void;
}) {
  return (
    <button
      type="button"
      className={cn(barItem, 'text-muted-foreground hover:bg-accent')}
      disabled={disabled}
      onClick={() => onCommand(direction)}
    >
      {direction === 'previous' ? <ChevronLeft aria-hidden /> : <ChevronRight aria-hidden />}
      {direction === 'previous' ? 'Previous' : 'Next'}
    </button>
  );
}

/** The phone's bottom bar: previous, the three actions, next. */
export function ReviewActionBar({
  mode,
  busy,
  onCommand,
  canGoBack,
  canGoForward,
}: ReviewActionsProps & { canGoBack: boolean; canGoForward: boolean }) {
  const tone: Record<Tone, string> = {
    default: 'bg-primary text-primary-foreground',
    outline: 'text-foreground hover:bg-accent',
    destructive: 'text-destructive hover:bg-destructive/10 dark:text-red-400',
  };
  return (
    <nav
      aria-label="Review actions"
      aria-busy={busy}
      className="fixed inset-x-0 bottom-[calc(4rem+env(safe-area-inset-bottom))] z-40 border-t bg-background/95 backdrop-blur md:hidden"
    >
      {/* The bottom padding keeps clear of the app bar's raised scan button. */}
      <div className="mx-auto flex max-w-md items-stretch gap-1 px-2 pt-2 pb-6">
        <BarStep direction="previous" disabled={!canGoBack} onCommand={onCommand} />
        {actionsOf(mode).map((action) => (
          <button
            key={action.command}
            type="button"
            aria-label={action.label}
            onClick={() => onCommand(action.command)}
            className={cn(barItem, tone[action.tone])}
          >
            <action.icon aria-hidden />
            {action.shortLabel}
          </button>
        ))}
        <BarStep direction="next" disabled={!canGoForward} onCommand={onCommand} />
      </div>
    </nav>
  );
}

/** The key legend (hidden on phones, which have no keyboard). */
export function ShortcutLegend({ mode }: { mode: ReviewMode }) {
  const keys = [
    ...REVIEW_ACTIONS[mode].map((a) => [a.key, a.label]),
    ['← →', 'Previous / next'],
    [EXPLAIN_FIELD_KEY, 'How the focused field was read'],
  ];
  return (
    <div className="hidden rounded-lg border bg-muted/30 p-3 text-xs text-muted-foreground md:block">
      <p className="mb-2 font-medium text-foreground">Keyboard shortcuts</p>
      <ul className="grid gap-1">
        {keys.map(([key, label]) => (
          <li key={key} className="flex items-center justify-between gap-2">
            <span>{label}</span>
            <kbd className="rounded border bg-card px-1.5 font-mono text-foreground">{key}</kbd>
          </li>
        ))}
      </ul>
    </div>
  );
}
