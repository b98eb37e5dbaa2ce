import type { TRole } from '@papertray/contract';
import { Badge } from '@/components/ui/badge';

const LABELS: Record<TRole, string> = { owner: 'Owner', admin: 'Admin', accountant: 'Accountant' };

export function RoleBadge({ role }: { role: TRole }) {
  return <Badge variant={role === 'owner' ? 'default' : 'secondary'}>{LABELS[role]}</Badge>;
}
