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

/** Roles allowed to change project settings, inboxes, members and folders. */
export const MANAGER_ROLES: readonly TRole[] = ['owner', 'admin'];

export function canManageProject(role: TRole): boolean {
  return MANAGER_ROLES.includes(role);
}

export function canManageFolders(role: TRole): boolean {
  return MANAGER_ROLES.includes(role);
}
