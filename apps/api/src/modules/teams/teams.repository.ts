import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type {
  TAssignableRole,
  TInvitationStatus,
  TMailSendStatus,
  TRole,
} from '@papertray/contract';
import type { Db, DbOrTx } from '../../platform/db/database';
import {
  projectInvitations,
  projectMembers,
  projects,
  users,
  type ProjectInvitationRow,
} from '../../platform/db/schema';

/** A member row with the user's visible fields. */
export interface MemberRow {
  userId: string;
  name: string;
  email: string;
  picture: string | null;
  role: TRole;
  joinedAt: Date;
}

/** An invitation with what the invitation page shows of its project and inviter. */
export type InvitationView = ProjectInvitationRow & {
  projectName: string;
  inviterName: string | null;
};

const memberColumns = {
  userId: users.id,
  name: users.name,
  email: users.email,
  picture: users.picture,
  role: projectMembers.role,
  joinedAt: projectMembers.createdAt,
};

const viewColumns = {
  invitation: projectInvitations,
  projectName: projects.name,
  inviterName: users.name,
};

export class TeamsRepository {
  constructor(private readonly db: Db) {}

  async listMembers(projectId: string, tx: DbOrTx = this.db): Promise<MemberRow[]> {
    return tx
      .select(memberColumns)
      .from(projectMembers)
      .innerJoin(users, eq(users.id, projectMembers.userId))
      .where(eq(projectMembers.projectId, projectId))
      .orderBy(
        sql`case when ${projectMembers.role} = 'owner' then 0 else 1 end`,
        asc(sql`lower(${users.name})`),
        asc(users.id),
      );
  }

  async findMember(projectId: string, userId: string, tx: DbOrTx = this.db) {
    const [row] = await tx
      .select(memberColumns)
      .from(projectMembers)
      .innerJoin(users, eq(users.id, projectMembers.userId))
      .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)))
      .limit(1);
    return row ?? null;
  }

  async isMemberByEmail(projectId: string, email: string, tx: DbOrTx = this.db) {
    const [row] = await tx
      .select({ userId: users.id })
      .from(projectMembers)
      .innerJoin(users, eq(users.id, projectMembers.userId))
      .where(
        and(
          eq(projectMembers.projectId, projectId),
          sql`lower(${users.email}) = ${email.toLowerCase()}`,
        ),
      )
      .limit(1);
    return !!row;
  }

  async setRole(projectId: string, userId: string, role: TRole, tx: DbOrTx = this.db) {
    await tx
      .update(projectMembers)
      .set({ role })
      .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)));
  }

  async removeMember(projectId: string, userId: string, tx: DbOrTx = this.db): Promise<boolean> {
    const rows = await tx
      .delete(projectMembers)
      .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)))
      .returning({ userId: projectMembers.userId });
    return rows.length > 0;
  }

  async addMember(projectId: string, userId: string, role: TRole, tx: DbOrTx) {
    await tx.insert(projectMembers).values({ projectId, userId, role });
  }

  async setOwner(projectId: string, ownerId: string, tx: DbOrTx) {
    await tx
      .update(projects)
      .set({ ownerId, updatedAt: new Date() })
      .where(eq(projects.id, projectId));
  }

  /** Writes 'expired' on the project's pending invitations past their expiry. */
  async expirePending(projectId: string, now: Date, tx: DbOrTx = this.db) {
    await tx
      .update(projectInvitations)
      .set({ status: 'expired', updatedAt: now })
      .where(
        and(
          eq(projectInvitations.projectId, projectId),
          eq(projectInvitations.status, 'pending'),
          lte(projectInvitations.expiresAt, now),
        ),
      );
  }

  async findPendingByEmail(projectId: string, email: string, tx: DbOrTx = this.db) {
    const [row] = await tx
      .select()
      .from(projectInvitations)
      .where(
        and(
          eq(projectInvitations.projectId, projectId),
          eq(projectInvitations.email, email.toLowerCase()),
          eq(projectInvitations.status, 'pending'),
        ),
      )
      .limit(1);
    return row ?? null;
  }

  async insertInvitation(
    input: {
      projectId: string;
      email: string;
      role: TAssignableRole;
      invitedById: string;
      expiresAt: Date;
    },
    tx: DbOrTx,
  ): Promise<ProjectInvitationRow> {
    const [row] = await tx
      .insert(projectInvitations)
      .values({ ...input, email: input.email.toLowerCase() })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  }

  async findView(invitationId: string, tx: DbOrTx = this.db): Promise<InvitationView | null> {
    const [row] = await tx
      .select(viewColumns)
      .from(projectInvitations)
      .innerJoin(projects, eq(projects.id, projectInvitations.projectId))
      .leftJoin(users, eq(users.id, projectInvitations.invitedById))
      .where(eq(projectInvitations.id, invitationId))
      .limit(1);
    return row
      ? { ...row.invitation, projectName: row.projectName, inviterName: row.inviterName }
      : null;
  }

  async findInProject(projectId: string, invitationId: string, tx: DbOrTx = this.db) {
    const view = await this.findView(invitationId, tx);
    return view && view.projectId === projectId ? view : null;
  }

  /** Locks one invitation for an answer (accept, reject), so two answers cannot both win. */
  async lockInvitation(invitationId: string, tx: DbOrTx): Promise<ProjectInvitationRow | null> {
    const [row] = await tx
      .select()
      .from(projectInvitations)
      .where(eq(projectInvitations.id, invitationId))
      .for('update')
      .limit(1);
    return row ?? null;
  }

  async listOpen(projectId: string): Promise<InvitationView[]> {
    const rows = await this.db
      .select(viewColumns)
      .from(projectInvitations)
      .innerJoin(projects, eq(projects.id, projectInvitations.projectId))
      .leftJoin(users, eq(users.id, projectInvitations.invitedById))
      .where(
        and(
          eq(projectInvitations.projectId, projectId),
          inArray(projectInvitations.status, ['pending', 'expired']),
        ),
      )
      .orderBy(desc(projectInvitations.createdAt), desc(projectInvitations.id));
    return rows.map((r) => ({
      ...r.invitation,
      projectName: r.projectName,
      inviterName: r.inviterName,
    }));
  }

  async answer(
    invitationId: string,
    status: Extract<TInvitationStatus, 'accepted' | 'rejected'>,
    now: Date,
    acceptedById: string | null,
    tx: DbOrTx,
  ) {
    await tx
      .update(projectInvitations)
      .set({ status, respondedAt: now, acceptedById, updatedAt: now })
      .where(eq(projectInvitations.id, invitationId));
  }

  async markExpired(invitationId: string, now: Date, tx: DbOrTx = this.db) {
    await tx
      .update(projectInvitations)
      .set({ status: 'expired', updatedAt: now })
      .where(eq(projectInvitations.id, invitationId));
  }

  /** Opens the invitation again for another week and queues its mail anew. */
  async renew(invitationId: string, expiresAt: Date, now: Date, tx: DbOrTx = this.db) {
    const [row] = await tx
      .update(projectInvitations)
      .set({
        status: 'pending',
        expiresAt,
        sendStatus: 'queued',
        lastSendError: null,
        updatedAt: now,
      })
      .where(eq(projectInvitations.id, invitationId))
      .returning();
    return row ?? null;
  }

  async deleteInvitation(projectId: string, invitationId: string): Promise<boolean> {
    const rows = await this.db
      .delete(projectInvitations)
      .where(
        and(eq(projectInvitations.id, invitationId), eq(projectInvitations.projectId, projectId)),
      )
      .returning({ id: projectInvitations.id });
    return rows.length > 0;
  }

  async isOpen(invitationId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ status: projectInvitations.status })
      .from(projectInvitations)
      .where(eq(projectInvitations.id, invitationId))
      .limit(1);
    return row?.status === 'pending';
  }

  async recordDelivery(
    invitationId: string,
    outcome: { sendStatus: TMailSendStatus; error: string | null; sentAt: Date | null },
  ) {
    await this.db
      .update(projectInvitations)
      .set({
        sendStatus: outcome.sendStatus,
        lastSendError: outcome.error,
        ...(outcome.sentAt ? { lastSentAt: outcome.sentAt } : {}),
      })
      .where(eq(projectInvitations.id, invitationId));
  }
}
