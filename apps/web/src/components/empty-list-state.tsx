import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

interface EmptyListStateProps {
  icon: LucideIcon;
  title: string;
  text: string;
  /** A way out, e.g. a 'Clear filters' button. */
  children?: ReactNode;
}

/** What a list shows while it has nothing to list. */
export function EmptyListState({ icon: Icon, title, text, children }: EmptyListStateProps) {
  return (
    <div className="flex flex-col items-center rounded-lg border border-dashed px-4 py-8 text-center">
      <Icon className="size-8 text-muted-foreground/70" aria-hidden />
      <p className="mt-3 text-sm font-medium">{title}</p>
      <p className="mt-1 max-w-xs text-sm text-muted-foreground">{text}</p>
      {children && <div className="mt-4">{children}</div>}
    </div>
  );
}
