import { z } from 'zod';
import { ZEmail, ZNewPassword, ZTokenPair } from './auth';
import { ZId, ZTimestamp } from './common';
import { ZRole } from './roles';

/** Invitations expire this long after they were sent (or last resent). */
export const INVITATION_TTL_DAYS = 7;

export const INVITATION_STATUSES = ['pending', 'accepted', 'rejected', 'expired'] as const;
export const ZInvitationStatus = z
  .enum(INVITATION_STATUSES)
  .describe('pending until accepted or rejected; expired once expiresAt has passed while pending');
export type TInvitationStatus = z.infer<typeof ZInvitationStatus>;

/**
 * Roles an invitation or a role change can give. Ownership is not given this way: the owner
 * transfers it (POST /projects/{id}/transfer-ownership).
 */
export const ZAssignableRole = z
  .enum(['admin', 'accountant'])
  .describe('admin or accountant; the owner role moves only by transferring ownership');
export type TAssignableRole = z.infer<typeof ZAssignableRole>;

/** Texts of the team calls, exactly as the spec words them where it does (section 8). */
export const TEAM_MESSAGES = {
  invitationNotFound: 'Invitation not found',
  emailMismatch: 'Email does not match invitation',
  passwordRequired: 'Password required for existing user',
  invalidPassword: 'Invalid password',
  nameRequired: 'Please enter your name',
  passwordMissing: 'Please enter a password',
  existingPasswordMissing: 'Please enter your password',
  alreadyAccepted: 'This invitation has already been accepted',
  alreadyDeclined: 'This invitation has been declined',
  expired: 'This invitation has expired. Ask the project owner to send a new one.',
  notPending: 'Only pending or expired invitations can be resent',
  alreadyMember: 'This person is already a member of the project',
  alreadyInvited: 'An invitation is already pending for this email address. Resend it instead.',
  memberNotFound: 'Member not found',
  lastOwnerCannotLeave:
    'The owner cannot leave the project. Transfer ownership to another member first.',
  lastOwnerCannotBeDemoted:
    "The owner's role cannot be changed. Transfer ownership to another member first.",
  ownerCannotBeRemoved: 'The owner cannot be removed from the project',
  transferToSelf: 'You already own this project',
  invitationRevoked: 'Invitation revoked',
  invitationDeclined: 'Invitation declined',
  memberRemoved: 'Member removed',
  leftProject: 'You left the project',
} as const;

/** GET /teams/invitations/{inviteId}, the invitation page (spec section 3, "Invitation"). */
export const ZInvitation = z.object({
  _id: ZId,
  email: z.string().describe('The address the invitation is bound to; only it can accept'),
  role: ZRole,
  roleDescription: z.string().describe('What the role may do, for the invitation page'),
  status: ZInvitationStatus,
  expiresAt: ZTimestamp,
  invitedBy: z.object({ name: z.string() }),
  team: z.object({
    name: z.string().describe("The team's name (the project's name)"),
    projectId: z.object({ _id: ZId, name: z.string() }),
  }),
});
export type TInvitation = z.infer<typeof ZInvitation>;

export const ZInvitationParams = z.object({ id: ZId.describe('The invitation id from the link') });

/** POST /teams/invitations/{id}/accept: the signed-in user joins; their email must match. */
export const ZAcceptInvitationResponse = z.object({
  message: z.string(),
  projectId: ZId.describe('The project the user now belongs to'),
  role: ZRole,
});
export type TAcceptInvitationResponse = z.infer<typeof ZAcceptInvitationResponse>;

/**
 * POST /teams/invitations/{id}/accept-with-signup. A new account needs name and password; an
 * existing account with the invited email answers 'Password required for existing user' until
 * existingPassword is sent, then signs in with it.
 */
export const ZAcceptWithSignupRequest = z.object({
  name: z.string().trim().max(100).optional().describe('Required when creating the account'),
  email: ZEmail.describe('Must be the invited email'),
  password: ZNewPassword.optional().describe('Password of the new account'),
  existingPassword: z
    .string()
    .max(200)
    .optional()
    .describe('Password of the existing account with the invited email'),
});
export type TAcceptWithSignupRequest = z.infer<typeof ZAcceptWithSignupRequest>;

export const ZAcceptWithSignupResponse = z.object({
  tokens: ZTokenPair,
  isNewUser: z.boolean().describe('true when the call created the account'),
  projectId: ZId,
  role: ZRole,
});
export type TAcceptWithSignupResponse = z.infer<typeof ZAcceptWithSignupResponse>;

/** A member of a project's team (GET /projects/{id}/members). */
export const ZMember = z.object({
  userId: ZId,
  name: z.string(),
  email: z.string(),
  picture: z.string().nullable(),
  role: ZRole,
  joinedAt: ZTimestamp,
});
export type TMember = z.infer<typeof ZMember>;

export const ZMemberList = z.object({
  data: z.array(ZMember).describe('Owner first, then by name'),
  limit: z
    .number()
    .int()
    .nullable()
    .describe("The owner's plan's member limit (null: unlimited); the grace is 20% above"),
  used: z.number().int().describe('Members plus pending invitations, as the limit counts them'),
});
export type TMemberList = z.infer<typeof ZMemberList>;

export const ZMemberParams = z.object({ id: ZId, userId: ZId });

/** PATCH /projects/{id}/members/{userId} */
export const ZUpdateMemberRequest = z.object({ role: ZAssignableRole });
export type TUpdateMemberRequest = z.infer<typeof ZUpdateMemberRequest>;

/** POST /projects/{id}/transfer-ownership: the member becomes owner, the owner becomes admin. */
export const ZTransferOwnershipRequest = z.object({
  userId: ZId.describe('A current member who becomes the owner'),
});
export type TTransferOwnershipRequest = z.infer<typeof ZTransferOwnershipRequest>;

export const MAIL_SEND_STATUSES = ['queued', 'sent', 'retrying', 'failed'] as const;
export const ZMailSendStatus = z
  .enum(MAIL_SEND_STATUSES)
  .describe('queued: not sent yet; retrying: a send failed and will be retried; failed: gave up');
export type TMailSendStatus = z.infer<typeof ZMailSendStatus>;

/** An invitation as the project's managers see it (members tab). */
export const ZProjectInvitation = z.object({
  _id: ZId,
  email: z.string(),
  role: ZRole,
  status: ZInvitationStatus,
  expiresAt: ZTimestamp,
  createdAt: ZTimestamp,
  invitedBy: z.object({ name: z.string() }),
  sendStatus: ZMailSendStatus,
  lastSendError: z.string().nullable().describe('Why the last send of the mail failed'),
  lastSentAt: ZTimestamp.nullable(),
});
export type TProjectInvitation = z.infer<typeof ZProjectInvitation>;

export const ZProjectInvitationList = z
  .array(ZProjectInvitation)
  .describe('Pending and expired invitations, newest first');
export type TProjectInvitationList = z.infer<typeof ZProjectInvitationList>;

/** POST /projects/{id}/invitations */
export const ZInviteMemberRequest = z.object({ email: ZEmail, role: ZAssignableRole });
export type TInviteMemberRequest = z.infer<typeof ZInviteMemberRequest>;

export const ZProjectInvitationParams = z.object({ id: ZId, inviteId: ZId });
