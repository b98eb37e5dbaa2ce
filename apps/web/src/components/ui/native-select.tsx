import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** The browser's own select, styled like Input: accessible and usable on phones as is. */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      className={cn(
        'h-10 w-full min-w-0 rounded-md border border-input bg-card px-3 text-base shadow-xs focus-visible:outline-2 focus-visible:outline-ring/40 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive sm:text-sm',
        className,
      )}
      {...props}
    />
  );
}
