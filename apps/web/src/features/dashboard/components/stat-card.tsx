import type { LucideIcon } from 'lucide-react';
import { ArrowUpRight } from 'lucide-react';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';

interface StatCardProps {
  to: string;
  label: string;
  value: number | undefined;
  detail: string;
  icon: LucideIcon;
}

export function StatCard({ to, label, value, detail, icon: Icon }: StatCardProps) {
  return (
    <Link
      to={to}
      className="group rounded-xl border bg-card p-5 shadow-xs transition-all hover:-translate-y-0.5 hover:border-primary/40 hover:shadow-md"
    >
      <div className="flex items-center justify-between">
        <span className="text-sm font-medium text-muted-foreground">{label}</span>
        <span className="flex size-9 items-center justify-center rounded-lg bg-primary/10 text-primary">
          <Icon className="size-4" aria-hidden />
        </span>
      </div>
      <div className="mt-3 flex items-end justify-between gap-2">
        {value === undefined ? (
          <Skeleton className="h-8 w-16" />
        ) : (
          <span className="text-3xl font-semibold tabular-nums" data-testid="stat-value">
            {value.toLocaleString()}
          </span>
        )}
        <ArrowUpRight
          className="size-4 text-muted-foreground opacity-0 transition-opacity group-hover:opacity-100"
          aria-hidden
        />
      </div>
      <p className="mt-1 text-xs text-muted-foreground">{detail}</p>
    </Link>
  );
}
