import {
  INVITATION_TTL_DAYS,
  MESSAGES,
  TEAM_MESSAGES,
  type TAcceptWithSignupRequest,
  type TAssignableRole,
  type TInvitationStatus,
  type TInviteMemberRequest,
  type TRole,
  type TTokenPair,
} from '@papertray/contract';
import type { Db, DbOrTx } from '../../platform/db/database';
import type { ProjectInvitationRow, UserRow } from '../../platform/db/schema';
import { AppError } from '../../platform/http/app-error';
import type { PasswordHasher } from '../auth/passwords';
import type { SessionsService } from '../auth/sessions.service';
import type { MailDelivery } from '../mail/mail-delivery';
import { invitationMail } from '../mail/templates/invitation.mail';
import { memberAddedMail } from '../mail/templates/member-added.mail';
import { requireProjectAction } from '../projects/project-access';
import type { ProjectsRepository } from '../projects/projects.repository';
import type { PlanLimits } from '../billing/plan-limits';
import type { UsersRepository } from '../users/users.repository';
import type { InvitationView, MemberRow, TeamsRepository } from './teams.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface TeamsServiceDeps {
  db: Db;
  repo: TeamsRepository;
  projects: ProjectsRepository;
  users: UsersRepository;
  sessions: SessionsService;
  passwords: PasswordHasher;
  mail: MailDelivery;
  limits: PlanLimits;
  publicUrl: string;
  /** Injectable so tests can move past the 7-day expiry. */
  clock?: () => Date;
}

/** The status a reader sees: a pending invitation past its expiry is expired. */
export function effectiveStatus(
  row: Pick<ProjectInvitationRow, 'status' | 'expiresAt'>,
  now: Date,
): TInvitationStatus {
  return row.status === 'pending' && row.expiresAt.getTime() <= now.getTime()
    ? 'expired'
    : row.status;
}

/** Members and invitations of a project's team, and the invitee's side of an invitation. */
export class TeamsService {
  private readonly clock: () => Date;

  constructor(private readonly deps: TeamsServiceDeps) {
    this.clock = deps.clock ?? (() => new Date());
  }

  now(): Date {
    return this.clock();
  }

  // ---- the invitee's side (spec section 7, Teams) ----

  async getInvitation(invitationId: string): Promise<InvitationView> {
    const view = await this.deps.repo.findView(invitationId);
    if (!view) throw AppError.notFound(TEAM_MESSAGES.invitationNotFound);
    return view;
  }

  /** The signed-in user joins the project; the invitation is bound to their email. */
  async accept(invitationId: string, userId: string): Promise<{ projectId: string; role: TRole }> {
    const user = await this.deps.users.findById(userId);
    if (!user) throw AppError.unauthorized(MESSAGES.sessionExpired);
    const joined = await this.deps.db.transaction((tx) =>
      this.join(invitationId, user, this.clock(), tx),
    );
    await this.sendMemberAdded(user, joined);
    return { projectId: joined.projectId, role: joined.role };
  }

  /**
   * Creates the account (or signs in to the existing one with the invited email) and joins, in
   * one transaction: a refused join creates no account.
   */
  async acceptWithSignup(
    invitationId: string,
    body: TAcceptWithSignupRequest,
  ): Promise<{ tokens: TTokenPair; isNewUser: boolean; projectId: string; role: TRole }> {
    const invitation = await this.deps.repo.findView(invitationId);
    if (!invitation) throw AppError.notFound(TEAM_MESSAGES.invitationNotFound);
    if (invitation.email !== body.email.toLowerCase()) {
      throw new AppError('email_mismatch', TEAM_MESSAGES.emailMismatch);
    }
    this.assertOpen(invitation, this.clock());

    const existing = await this.deps.users.findByEmail(body.email);
    let user: UserRow;
    let isNewUser = false;
    let joined: { projectId: string; projectName: string; role: TRole };
    if (existing) {
      if (!body.existingPassword) {
        throw new AppError('password_required', TEAM_MESSAGES.passwordRequired);
      }
      if (!(await this.deps.passwords.verify(existing.passwordHash, body.existingPassword))) {
        throw new AppError('invalid_password', TEAM_MESSAGES.invalidPassword);
      }
      user = existing;
      joined = await this.deps.db.transaction((tx) =>
        this.join(invitationId, existing, this.clock(), tx),
      );
    } else {
      const name = body.name?.trim();
      if (!name) throw new AppError('bad_request', TEAM_MESSAGES.nameRequired);
      if (!body.password) throw new AppError('bad_request', TEAM_MESSAGES.passwordMissing);
      const passwordHash = await this.deps.passwords.hash(body.password);
      const created = await this.deps.db.transaction(async (tx) => {
        const row = await this.deps.users.insert({ email: body.email, name, passwordHash }, tx);
        if (!row) throw new AppError('conflict', MESSAGES.emailTaken);
        return { row, joined: await this.join(invitationId, row, this.clock(), tx) };
      });
      user = created.row;
      joined = created.joined;
      isNewUser = true;
    }
    const tokens = await this.deps.sessions.start(user.id);
    await this.sendMemberAdded(user, joined);
    return { tokens, isNewUser, projectId: joined.projectId, role: joined.role };
  }

  /** Declining needs only the link: it went to the invited address. */
  async reject(invitationId: string): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const now = this.clock();
      const row = await this.deps.repo.lockInvitation(invitationId, tx);
      if (!row) throw AppError.notFound(TEAM_MESSAGES.invitationNotFound);
      this.assertOpen(row, now);
      await this.deps.repo.answer(row.id, 'rejected', now, null, tx);
    });
  }

  // ---- the team, as its members see it ----

  async listMembers(projectId: string, userId: string) {
    const project = await this.member(projectId, userId, 'members.read');
    const [members, seats] = await Promise.all([
      this.deps.repo.listMembers(project.id),
      this.deps.limits.check('members', { projectId: project.id }, { now: this.clock() }),
    ]);
    return { members, used: seats.used, limit: seats.limit };
  }

  /** Owners and admins set a member's role to admin or accountant; the owner's role is fixed. */
  async changeRole(
    projectId: string,
    userId: string,
    targetUserId: string,
    role: TAssignableRole,
  ): Promise<MemberRow> {
    await this.member(projectId, userId, 'members.manage');
    return this.deps.db.transaction(async (tx) => {
      const target = await this.deps.repo.findMember(projectId, targetUserId, tx);
      if (!target) throw AppError.notFound(TEAM_MESSAGES.memberNotFound);
      if (target.role === 'owner') {
        throw new AppError('conflict', TEAM_MESSAGES.lastOwnerCannotBeDemoted);
      }
      await this.deps.repo.setRole(projectId, targetUserId, role, tx);
      return { ...target, role };
    });
  }

  async removeMember(projectId: string, userId: string, targetUserId: string): Promise<void> {
    if (targetUserId === userId) return this.leave(projectId, userId);
    await this.member(projectId, userId, 'members.manage');
    const target = await this.deps.repo.findMember(projectId, targetUserId);
    if (!target) throw AppError.notFound(TEAM_MESSAGES.memberNotFound);
    if (target.role === 'owner') throw new AppError('conflict', TEAM_MESSAGES.ownerCannotBeRemoved);
    await this.deps.repo.removeMember(projectId, targetUserId);
  }

  /** Any member may leave, except the owner, who transfers ownership first. */
  async leave(projectId: string, userId: string): Promise<void> {
    const project = await this.member(projectId, userId, 'project.read');
    if (project.role === 'owner') {
      throw new AppError('conflict', TEAM_MESSAGES.lastOwnerCannotLeave);
    }
    await this.deps.repo.removeMember(projectId, userId);
  }

  /**
   * The member becomes the owner (and the account whose plan sets the project's limits); the
   * former owner stays as admin. Refused when the new owner's plan cannot hold the project.
   */
  async transferOwnership(projectId: string, userId: string, targetUserId: string) {
    await this.member(projectId, userId, 'ownership.transfer');
    if (targetUserId === userId) throw new AppError('bad_request', TEAM_MESSAGES.transferToSelf);
    await this.deps.db.transaction(async (tx) => {
      const target = await this.deps.repo.findMember(projectId, targetUserId, tx);
      if (!target) throw AppError.notFound(TEAM_MESSAGES.memberNotFound);
      const newOwner = await this.deps.users.lockForUpdate(targetUserId, tx);
      if (!newOwner) throw AppError.notFound(TEAM_MESSAGES.memberNotFound);
      await this.deps.repo.setRole(projectId, userId, 'admin', tx);
      await this.deps.repo.setRole(projectId, targetUserId, 'owner', tx);
      await this.deps.repo.setOwner(projectId, targetUserId, tx);
      await this.deps.limits.assertHolds('projects', newOwner.id, tx);
      await this.deps.limits.assertHolds('members', newOwner.id, tx);
    });
    return this.listMembers(projectId, targetUserId);
  }

  // ---- invitations, as owners and admins manage them ----

  async listInvitations(projectId: string, userId: string) {
    await this.member(projectId, userId, 'invitations.manage');
    return this.deps.repo.listOpen(projectId);
  }

  async invite(projectId: string, userId: string, body: TInviteMemberRequest) {
    const project = await this.member(projectId, userId, 'invitations.manage');
    const email = body.email.toLowerCase();
    const now = this.clock();
    const row = await this.deps.db.transaction(async (tx) => {
      if (await this.deps.repo.isMemberByEmail(project.id, email, tx)) {
        throw new AppError('conflict', TEAM_MESSAGES.alreadyMember);
      }
      await this.deps.repo.expirePending(project.id, now, tx);
      if (await this.deps.repo.findPendingByEmail(project.id, email, tx)) {
        throw new AppError('conflict', TEAM_MESSAGES.alreadyInvited);
      }
      await this.deps.limits.assertMemberSeats(project.id, { email, tx, now });
      return this.deps.repo.insertInvitation(
        {
          projectId: project.id,
          email,
          role: body.role,
          invitedById: userId,
          expiresAt: new Date(now.getTime() + INVITATION_TTL_DAYS * DAY_MS),
        },
        tx,
      );
    });
    await this.sendInvitation(row.id);
    return this.presentable(projectId, row.id);
  }

  /** A pending or expired invitation gets another 7 days and its mail again. */
  async resend(projectId: string, userId: string, invitationId: string) {
    const project = await this.member(projectId, userId, 'invitations.manage');
    const now = this.clock();
    await this.deps.db.transaction(async (tx) => {
      const row = await this.deps.repo.lockInvitation(invitationId, tx);
      if (!row || row.projectId !== project.id) {
        throw AppError.notFound(TEAM_MESSAGES.invitationNotFound);
      }
      const status = effectiveStatus(row, now);
      if (status !== 'pending' && status !== 'expired') {
        throw new AppError('conflict', TEAM_MESSAGES.notPending);
      }
      if (status === 'expired') {
        if (await this.deps.repo.isMemberByEmail(project.id, row.email, tx)) {
          throw new AppError('conflict', TEAM_MESSAGES.alreadyMember);
        }
        // Reopening must not collide with a newer invitation to the same address.
        const other = await this.deps.repo.findPendingByEmail(project.id, row.email, tx);
        if (other && other.id !== row.id) {
          throw new AppError('conflict', TEAM_MESSAGES.alreadyInvited);
        }
        await this.deps.limits.assertMemberSeats(project.id, { email: row.email, tx, now });
      }
      await this.deps.repo.renew(
        row.id,
        new Date(now.getTime() + INVITATION_TTL_DAYS * DAY_MS),
        now,
        tx,
      );
    });
    await this.sendInvitation(invitationId);
    return this.presentable(projectId, invitationId);
  }

  async revoke(projectId: string, userId: string, invitationId: string): Promise<void> {
    await this.member(projectId, userId, 'invitations.manage');
    if (!(await this.deps.repo.deleteInvitation(projectId, invitationId))) {
      throw AppError.notFound(TEAM_MESSAGES.invitationNotFound);
    }
  }

  // ---- internals ----

  private async presentable(projectId: string, invitationId: string): Promise<InvitationView> {
    const view = await this.deps.repo.findInProject(projectId, invitationId);
    if (!view) throw AppError.notFound(TEAM_MESSAGES.invitationNotFound);
    return view;
  }

  private member(
    projectId: string,
    userId: string,
    action: Parameters<typeof requireProjectAction>[3],
  ) {
    return requireProjectAction(this.deps.projects, projectId, userId, action);
  }

  /** Refuses answers to an invitation that is not open; writes 'expired' when time ran out. */
  private assertOpen(row: Pick<ProjectInvitationRow, 'status' | 'expiresAt'>, now: Date) {
    switch (effectiveStatus(row, now)) {
      case 'pending':
        return;
      case 'accepted':
        throw new AppError('invitation_accepted', TEAM_MESSAGES.alreadyAccepted);
      case 'rejected':
        throw new AppError('invitation_rejected', TEAM_MESSAGES.alreadyDeclined);
      case 'expired':
        throw new AppError('invitation_expired', TEAM_MESSAGES.expired);
    }
  }

  /** Locks the invitation, checks it, and adds the user to the team with its role. */
  private async join(
    invitationId: string,
    user: UserRow,
    now: Date,
    tx: DbOrTx,
  ): Promise<{ projectId: string; projectName: string; role: TRole }> {
    const row = await this.deps.repo.lockInvitation(invitationId, tx);
    if (!row) throw AppError.notFound(TEAM_MESSAGES.invitationNotFound);
    if (row.email !== user.email.toLowerCase()) {
      throw new AppError('email_mismatch', TEAM_MESSAGES.emailMismatch);
    }
    this.assertOpen(row, now);
    const view = await this.deps.repo.findView(row.id, tx);
    const existing = await this.deps.repo.findMember(row.projectId, user.id, tx);
    let role: TRole = row.role;
    if (existing) {
      // Already in the team (e.g. joined through another invitation): the invitation is spent
      // and the member keeps the role they have.
      role = existing.role;
    } else {
      await this.deps.limits.assertMemberSeats(row.projectId, {
        userId: user.id,
        email: user.email,
        tx,
        now,
      });
      await this.deps.repo.addMember(row.projectId, user.id, row.role, tx);
    }
    await this.deps.repo.answer(row.id, 'accepted', now, user.id, tx);
    return { projectId: row.projectId, projectName: view?.projectName ?? '', role };
  }

  private async sendInvitation(invitationId: string): Promise<void> {
    const view = await this.deps.repo.findView(invitationId);
    if (!view) return;
    const link = `${this.deps.publicUrl}/invitations/${view.id}`;
    await this.deps.mail.send(
      invitationMail({
        to: view.email,
        inviterName: view.inviterName ?? 'A team member',
        projectName: view.projectName,
        role: view.role,
        link,
        expiresAt: view.expiresAt,
      }),
      { kind: 'invitation', id: view.id },
    );
  }

  private async sendMemberAdded(
    user: UserRow,
    joined: { projectId: string; projectName: string; role: TRole },
  ): Promise<void> {
    await this.deps.mail.send(
      memberAddedMail({
        to: user.email,
        name: user.name,
        projectName: joined.projectName,
        role: joined.role,
        link: `${this.deps.publicUrl}/select-project`,
      }),
    );
  }
}
