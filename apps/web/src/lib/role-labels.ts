import type { TRole } from '@papertray/contract';

export const ROLE_LABELS: Record<TRole, string> = {
  owner: 'Owner',
  admin: 'Admin',
  accountant: 'Accountant',
};
