import { X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { dismissToast, useCurrentToast } from '@/lib/toast-store';
import { cn } from '@/lib/utils';

const TOAST_DURATION_MS = 5000;
const SWIPE_THRESHOLD_PX = 50;

export function Toaster() {
  const message = useCurrentToast();
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeThreshold={SWIPE_THRESHOLD_PX}>
      {message && (
        <Toast.Root
          key={message.id}
          open={message.open}
          onOpenChange={(open) => !open && dismissToast(message.id)}
          className={cn(
            'group pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-9 shadow-lg data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)]',
            message.variant === 'destructive'
              ? 'border-destructive bg-destructive text-destructive-foreground dark:border-red-700 dark:bg-red-700'
              : 'bg-popover text-popover-foreground',
          )}
        >
          <div className="grid gap-1">
            <Toast.Title className="text-sm font-semibold">{message.title}</Toast.Title>
            {message.description && (
              <Toast.Description className="text-sm">{message.description}</Toast.Description>
            )}
          </div>
          <Toast.Close
            aria-label="Close"
            className="absolute top-3 right-3 rounded-sm p-0.5 opacity-70 hover:opacity-100"
          >
            <X className="size-4" />
          </Toast.Close>
        </Toast.Root>
      )}
      <Toast.Viewport className="fixed top-0 right-0 z-[100] flex w-full flex-col p-4 sm:max-w-sm md:top-auto md:bottom-0" />
    </Toast.Provider>
  );
}
