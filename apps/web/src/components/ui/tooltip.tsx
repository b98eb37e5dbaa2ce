import { Tooltip as TooltipPrimitive } from 'radix-ui';
import type { ReactNode } from 'react';

interface TooltipProps {
  content: ReactNode;
  /** One focusable element (a disabled button needs aria-disabled, not disabled, to get focus). */
  children: ReactNode;
  side?: 'top' | 'right' | 'bottom' | 'left';
}

/** A short label on hover and keyboard focus; carries its own provider, so it works anywhere. */
export function Tooltip({ content, children, side = 'top' }: TooltipProps) {
  return (
    <TooltipPrimitive.Provider delayDuration={200}>
      <TooltipPrimitive.Root>
        <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content
            side={side}
            sideOffset={6}
            className="z-50 max-w-xs rounded-md bg-foreground px-2.5 py-1.5 text-xs text-background shadow-md animate-fade-in"
          >
            {content}
            <TooltipPrimitive.Arrow className="fill-foreground" />
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}
