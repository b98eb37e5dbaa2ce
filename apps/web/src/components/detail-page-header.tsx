import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { BackLink } from './back-link';

/** Where the title and its actions go side by side: a long action row needs a wider screen. */
const SIDE_BY_SIDE = {
  sm: 'sm:flex-row sm:items-end sm:justify-between',
  lg: 'lg:flex-row lg:items-start lg:justify-between',
} as const;

interface DetailPageHeaderProps {
  back: { to: string; label: string };
  /** One record's name; long names wrap. */
  title: string;
  /** A line of badges and facts under the title. */
  meta: ReactNode;
  actions: ReactNode;
  sideBySideFrom?: keyof typeof SIDE_BY_SIDE;
}

/** The header of one record's page: back link, name, a line about it, and its actions. */
export function DetailPageHeader({
  back,
  title,
  meta,
  actions,
  sideBySideFrom = 'sm',
}: DetailPageHeaderProps) {
  return (
    <header className="mb-6 grid gap-3">
      <BackLink to={back.to}>{back.label}</BackLink>
      <div className={cn('flex flex-col gap-3', SIDE_BY_SIDE[sideBySideFrom])}>
        <div className="grid min-w-0 gap-2">
          <h1 className="text-2xl font-semibold tracking-tight break-words sm:text-3xl">{title}</h1>
          <div className="flex flex-wrap items-center gap-2">{meta}</div>
        </div>
        <div className="flex flex-wrap items-center gap-2">{actions}</div>
      </div>
    </header>
  );
}
