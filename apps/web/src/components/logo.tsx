import { cn } from '@/lib/utils';

/** The Papertray mark (same drawing as public/favicon.svg) and word mark. */
export function Logo({ className, withName = true }: { className?: string; withName?: boolean }) {
  return (
    <span
      className={cn('inline-flex items-center gap-2.5 font-semibold tracking-tight', className)}
    >
      <img src="/favicon.svg" alt="" className="size-8 rounded-lg" width={32} height={32} />
      {withName && <span className="text-lg">Papertray</span>}
    </span>
  );
}
