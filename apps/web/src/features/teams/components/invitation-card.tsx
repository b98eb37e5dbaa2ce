import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';

/** The invitation page's one card: an icon, a heading, a text and what can be done next. */
export function InvitationCard({
  icon: Icon,
  tone = 'primary',
  title,
  children,
}: {
  icon: LucideIcon;
  tone?: 'primary' | 'muted' | 'destructive';
  title: string;
  children: ReactNode;
}) {
  return (
    <Card className="w-full max-w-lg p-6 sm:p-8">
      <span
        className={cn(
          'mx-auto flex size-14 items-center justify-center rounded-full',
          tone === 'primary' && 'bg-primary/10 text-primary',
          tone === 'muted' && 'bg-muted text-muted-foreground',
          tone === 'destructive' && 'bg-destructive/10 text-destructive',
        )}
      >
        <Icon className="size-6" aria-hidden />
      </span>
      <h1 className="mt-5 text-center text-2xl font-semibold tracking-tight">{title}</h1>
      {children}
    </Card>
  );
}
