import type { TDocumentState } from '@papertray/contract';
import { Badge } from '@/components/ui/badge';

const STATES: Record<
  TDocumentState,
  { label: string; className?: string; variant: 'success' | 'destructive' | 'outline' }
> = {
  paper_tray: {
    label: 'Paper tray',
    variant: 'outline',
    className: 'border-transparent bg-warning/25 text-foreground',
  },
  approved: { label: 'Approved', variant: 'success' },
  trash: { label: 'Trash', variant: 'destructive' },
};

/** Spec section 3: paper_tray warning, approved success, trash destructive. */
export function DocumentStateBadge({ state }: { state: TDocumentState }) {
  const { label, variant, className } = STATES[state];
  return (
    <Badge variant={variant} className={className}>
      {label}
    </Badge>
  );
}
