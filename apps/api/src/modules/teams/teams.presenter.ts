import {
  ROLE_DESCRIPTIONS,
  type TInvitation,
  type TMember,
  type TMemberList,
  type TProjectInvitation,
} from '@papertray/contract';
import type { InvitationView, MemberRow } from './teams.repository';
import { effectiveStatus } from './teams.service';

/** Shown when the inviter's account is gone (the invitation outlives it). */
const UNKNOWN_INVITER = 'A team member';

export function presentMember(row: MemberRow): TMember {
  return {
    userId: row.userId,
    name: row.name,
    email: row.email,
    picture: row.picture,
    role: row.role,
    joinedAt: row.joinedAt.toISOString(),
  };
}

export function presentMemberList(list: {
  members: MemberRow[];
  used: number;
  limit: number | null;
}): TMemberList {
  return { data: list.members.map(presentMember), used: list.used, limit: list.limit };
}

/** The invitation page's view (spec section 3, "Invitation"). */
export function presentInvitation(view: InvitationView, now: Date): TInvitation {
  return {
    _id: view.id,
    email: view.email,
    role: view.role,
    roleDescription: ROLE_DESCRIPTIONS[view.role],
    status: effectiveStatus(view, now),
    expiresAt: view.expiresAt.toISOString(),
    invitedBy: { name: view.inviterName ?? UNKNOWN_INVITER },
    team: { name: view.projectName, projectId: { _id: view.projectId, name: view.projectName } },
  };
}

/** An invitation in the members tab, with the delivery of its mail. */
export function presentProjectInvitation(view: InvitationView, now: Date): TProjectInvitation {
  return {
    _id: view.id,
    email: view.email,
    role: view.role,
    status: effectiveStatus(view, now),
    expiresAt: view.expiresAt.toISOString(),
    createdAt: view.createdAt.toISOString(),
    invitedBy: { name: view.inviterName ?? UNKNOWN_INVITER },
    sendStatus: view.sendStatus,
    lastSendError: view.lastSendError,
    lastSentAt: view.lastSentAt?.toISOString() ?? null,
  };
}
