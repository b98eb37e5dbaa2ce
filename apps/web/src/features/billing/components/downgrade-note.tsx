import { describeLimit, type TLimitUsage, type TPlan } from '@papertray/contract';
import { Info } from 'lucide-react';
import { formatBytes } from '@/lib/format-bytes';

function usedText(u: TLimitUsage) {
  return u.key === 'storageBytes' ? formatBytes(u.used) : u.used.toLocaleString();
}

/** "projects 3 (allows 1 project); storage 2 GB (allows 1 GB of storage)". */
export function overLimitText(plan: TPlan, over: TLimitUsage[]): string {
  return over
    .map(
      (u) =>
        `${u.label.toLowerCase()} ${usedText(u)} (allows ${describeLimit(u.key, plan.limits[u.key] ?? 0)})`,
    )
    .join('; ');
}

/**
 * What moving to a smaller plan means while usage is above its limits: nothing is deleted or
 * hidden; adding more of what is over the limit is refused until usage is back under it.
 */
export function DowngradeNote({ plan, over }: { plan: TPlan; over: TLimitUsage[] }) {
  return (
    <div className="flex gap-2 rounded-md border border-warning/40 bg-warning/10 p-2.5 text-xs text-foreground">
      <Info className="mt-0.5 size-3.5 shrink-0 text-warning" aria-hidden />
      <div className="grid gap-1">
        <p>
          You use more than {plan.displayName} allows: {overLimitText(plan, over)}.
        </p>
        <p className="text-muted-foreground">
          Nothing is deleted. Adding more of these is refused until you are back under the limit.
        </p>
      </div>
    </div>
  );
}
