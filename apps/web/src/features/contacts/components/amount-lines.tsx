import { cn } from '@/lib/utils';

/** Totals in several currencies, one per line; never one summed figure. */
export function AmountLines({ lines, className }: { lines: string[]; className?: string }) {
  if (lines.length === 0) return <span className="text-muted-foreground">—</span>;
  return (
    <span className={cn('flex flex-col tabular-nums', className)}>
      {lines.map((line) => (
        <span key={line}>{line}</span>
      ))}
    </span>
  );
}
