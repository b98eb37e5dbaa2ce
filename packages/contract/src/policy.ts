import type { TRole } from './roles';

/**
 * Everything a member can do in a project, one name per kind of act. The server asks `can()`
 * before every project-scoped action; the web app asks the same function to hide what a role
 * cannot do. Reading a project's resources at all only needs membership (`project.read`).
 */
export const ACTIONS = [
  'project.read',
  'project.update',
  'project.delete',
  'billing.manage',
  'members.read',
  'members.manage',
  'invitations.manage',
  'ownership.transfer',
  'inboxes.read',
  'inboxes.manage',
  'projectEmail.read',
  'projectEmail.manage',
  'emails.read',
  'documents.read',
  'documents.manage',
  'contacts.read',
  'contacts.manage',
  'folders.read',
  'folders.manage',
  'folders.contents',
  'exports.create',
] as const;
export type TAction = (typeof ACTIONS)[number];

const ALL: readonly TRole[] = ['owner', 'admin', 'accountant'];
const MANAGERS: readonly TRole[] = ['owner', 'admin'];
const OWNER: readonly TRole[] = ['owner'];

/**
 * Role × action (decisions.md, "Tenancy and roles"): owner everything, including deleting the
 * project and billing; admin members, invitations, inboxes, folders and all documents;
 * accountant documents, contacts, folders' contents and exports, read-only on inboxes and
 * members.
 */
export const POLICY: Readonly<Record<TAction, readonly TRole[]>> = {
  'project.read': ALL,
  'project.update': MANAGERS,
  'project.delete': OWNER,
  'billing.manage': OWNER,
  'members.read': ALL,
  'members.manage': MANAGERS,
  'invitations.manage': MANAGERS,
  'ownership.transfer': OWNER,
  'inboxes.read': ALL,
  'inboxes.manage': MANAGERS,
  'projectEmail.read': ALL,
  'projectEmail.manage': MANAGERS,
  'emails.read': ALL,
  'documents.read': ALL,
  'documents.manage': ALL,
  'contacts.read': ALL,
  'contacts.manage': ALL,
  'folders.read': ALL,
  'folders.manage': MANAGERS,
  'folders.contents': ALL,
  'exports.create': ALL,
};

/** Whether a member with this role may do the action; a non-member (null) may do nothing. */
export function can(role: TRole | null | undefined, action: TAction): boolean {
  return !!role && POLICY[action].includes(role);
}

/** The roles allowed to do an action (for messages such as "Only owners and admins ..."). */
export function rolesAllowed(action: TAction): readonly TRole[] {
  return POLICY[action];
}
