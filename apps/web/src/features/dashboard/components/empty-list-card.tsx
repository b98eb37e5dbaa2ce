import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

interface EmptyListCardProps {
  title: string;
  description: string;
  action?: ReactNode;
  icon: LucideIcon;
  emptyTitle: string;
  emptyText: string;
}

/** The dashboard's list cards (folders, recent documents) while they have nothing to show. */
export function EmptyListCard(props: EmptyListCardProps) {
  const Icon = props.icon;
  return (
    <Card>
      <CardHeader className="flex-row items-start justify-between gap-4">
        <div className="grid gap-1.5">
          <CardTitle>{props.title}</CardTitle>
          <CardDescription>{props.description}</CardDescription>
        </div>
        {props.action}
      </CardHeader>
      <CardContent>
        <div className="flex flex-col items-center rounded-lg border border-dashed px-4 py-8 text-center">
          <Icon className="size-8 text-muted-foreground/70" aria-hidden />
          <p className="mt-3 text-sm font-medium">{props.emptyTitle}</p>
          <p className="mt-1 max-w-xs text-sm text-muted-foreground">{props.emptyText}</p>
        </div>
      </CardContent>
    </Card>
  );
}
