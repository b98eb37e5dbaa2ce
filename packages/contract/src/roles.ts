import { z } from 'zod';

export const ROLES = ['owner', 'admin', 'accountant'] as const;
export const ZRole = z.enum(ROLES).describe('Role of a member in a project team');
export type TRole = z.infer<typeof ZRole>;

export const ROLE_DESCRIPTIONS: Record<TRole, string> = {
  owner:
    'Full access to all team and project resources, including billing and deleting the project',
  admin: 'Can manage team members, inboxes, folders and all project resources',
  accountant: 'Can view and manage documents and contacts',
};
