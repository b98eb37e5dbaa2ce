import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { SidebarContent } from './sidebar-content';

export function MobileMenu({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 animate-fade-in bg-black/50 md:hidden" />
        <Dialog.Content className="fixed inset-y-0 left-0 z-40 w-[85%] max-w-xs animate-slide-in-left border-r bg-sidebar pb-20 shadow-xl md:hidden">
          <Dialog.Title className="sr-only">Menu</Dialog.Title>
          <Dialog.Description className="sr-only">Navigation and account</Dialog.Description>
          <SidebarContent onNavigate={close} />
          <Dialog.Close
            aria-label="Close menu"
            className="absolute top-5 right-4 rounded-md p-1.5 text-muted-foreground hover:bg-accent"
          >
            <X className="size-5" aria-hidden />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
