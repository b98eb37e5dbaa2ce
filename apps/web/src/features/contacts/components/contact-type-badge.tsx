import type { TContactType } from '@papertray/contract';
import { Building2, UserRound } from 'lucide-react';
import { Badge } from '@/components/ui/badge';

export const CONTACT_TYPE_LABELS: Record<TContactType, string> = {
  company: 'Company',
  person: 'Person',
};

export function ContactTypeBadge({ type }: { type: TContactType }) {
  const Icon = type === 'company' ? Building2 : UserRound;
  return (
    <Badge variant="secondary">
      <Icon className="size-3" aria-hidden />
      {CONTACT_TYPE_LABELS[type]}
    </Badge>
  );
}
