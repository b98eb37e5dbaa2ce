import { cn } from '@/lib/utils';

/** The receiving address, selectable as a whole so it can be copied by hand too. */
export function AddressField({ address, inactive }: { address: string; inactive?: boolean }) {
  return (
    <code
      className={cn(
        'block min-w-0 flex-1 rounded-md border bg-muted/50 px-3 py-2 font-mono text-sm break-all select-all',
        inactive && 'text-muted-foreground line-through',
      )}
    >
      {address}
    </code>
  );
}
