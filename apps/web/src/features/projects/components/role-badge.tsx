import type { TRole } from '@papertray/contract';
import { Badge } from '@/components/ui/badge';
import { ROLE_LABELS } from '@/lib/role-labels';

export function RoleBadge({ role }: { role: TRole }) {
  return <Badge variant={role === 'owner' ? 'default' : 'secondary'}>{ROLE_LABELS[role]}</Badge>;
}
