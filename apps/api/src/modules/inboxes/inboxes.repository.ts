import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { TPlanType, TRole } from '@papertray/contract';
import type { Db, DbOrTx } from '../../platform/db/database';
import {
  attachments,
  emails,
  inboxMailboxCursors,
  inboxes,
  projectMembers,
  projects,
  users,
  type InboxMailboxCursorRow,
  type InboxRow,
} from '../../platform/db/schema';

/** An inbox as one member sees it. */
export type MemberInbox = InboxRow & { role: TRole; projectName: string };
export type NewInbox = typeof inboxes.$inferInsert;
export type InboxPatch = Partial<
  Pick<
    InboxRow,
    | 'name'
    | 'emailAddress'
    | 'host'
    | 'port'
    | 'username'
    | 'passwordSealed'
    | 'security'
    | 'allowSelfSigned'
    | 'syncFromDate'
    | 'status'
    | 'isConnected'
    | 'lastError'
    | 'selectedMailboxes'
    | 'serverMailboxes'
    | 'failureCount'
    | 'nextSyncAfter'
    | 'lastSyncAt'
  >
>;

const memberColumns = {
  inbox: inboxes,
  role: projectMembers.role,
  projectName: projects.name,
};

function flatten(row: { inbox: InboxRow; role: TRole; projectName: string }): MemberInbox {
  return { ...row.inbox, role: row.role, projectName: row.projectName };
}

export class InboxesRepository {
  constructor(private readonly db: Db) {}

  /** Scoped to membership: an inbox of a project the user is not in does not exist for them. */
  async listForMember(userId: string, projectId?: string): Promise<MemberInbox[]> {
    const rows = await this.db
      .select(memberColumns)
      .from(inboxes)
      .innerJoin(projects, eq(projects.id, inboxes.projectId))
      .innerJoin(
        projectMembers,
        and(eq(projectMembers.projectId, inboxes.projectId), eq(projectMembers.userId, userId)),
      )
      .where(projectId ? eq(inboxes.projectId, projectId) : undefined)
      .orderBy(asc(inboxes.createdAt), asc(inboxes.id));
    return rows.map(flatten);
  }

  async findForMember(inboxId: string, userId: string): Promise<MemberInbox | null> {
    const [row] = await this.db
      .select(memberColumns)
      .from(inboxes)
      .innerJoin(projects, eq(projects.id, inboxes.projectId))
      .innerJoin(
        projectMembers,
        and(eq(projectMembers.projectId, inboxes.projectId), eq(projectMembers.userId, userId)),
      )
      .where(eq(inboxes.id, inboxId))
      .limit(1);
    return row ? flatten(row) : null;
  }

  async findById(inboxId: string, tx: DbOrTx = this.db): Promise<InboxRow | null> {
    const [row] = await tx.select().from(inboxes).where(eq(inboxes.id, inboxId)).limit(1);
    return row ?? null;
  }

  async insert(values: NewInbox, tx: DbOrTx = this.db): Promise<InboxRow> {
    const [row] = await tx.insert(inboxes).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  }

  async update(inboxId: string, patch: InboxPatch, tx: DbOrTx = this.db): Promise<InboxRow | null> {
    const [row] = await tx
      .update(inboxes)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(inboxes.id, inboxId))
      .returning();
    return row ?? null;
  }

  /**
   * Deletes the inbox with its mail (the rows cascade) and answers the storage keys that mail
   * used: raw messages and attachment files, for removal once the transaction has committed.
   */
  async deleteWithFileKeys(inboxId: string, tx: DbOrTx): Promise<string[]> {
    const files = await tx
      .selectDistinct({ key: attachments.sha256 })
      .from(attachments)
      .innerJoin(emails, eq(emails.id, attachments.emailId))
      .where(eq(emails.inboxId, inboxId));
    const raws = await tx
      .delete(emails)
      .where(eq(emails.inboxId, inboxId))
      .returning({ key: emails.rawKey });
    await tx.delete(inboxes).where(eq(inboxes.id, inboxId));
    return [...new Set([...files, ...raws].map((row) => row.key))];
  }

  async listCursors(inboxId: string): Promise<InboxMailboxCursorRow[]> {
    return this.db
      .select()
      .from(inboxMailboxCursors)
      .where(eq(inboxMailboxCursors.inboxId, inboxId))
      .orderBy(asc(inboxMailboxCursors.mailbox));
  }

  async listCursorsOf(inboxIds: string[]): Promise<InboxMailboxCursorRow[]> {
    if (inboxIds.length === 0) return [];
    return this.db
      .select()
      .from(inboxMailboxCursors)
      .where(inArray(inboxMailboxCursors.inboxId, inboxIds))
      .orderBy(asc(inboxMailboxCursors.mailbox));
  }

  /** Forgets where the sync stood, so the next one searches again from the since-date. */
  async deleteCursors(inboxId: string): Promise<void> {
    await this.db.delete(inboxMailboxCursors).where(eq(inboxMailboxCursors.inboxId, inboxId));
  }

  async findCursor(inboxId: string, mailbox: string): Promise<InboxMailboxCursorRow | null> {
    const [row] = await this.db
      .select()
      .from(inboxMailboxCursors)
      .where(
        and(eq(inboxMailboxCursors.inboxId, inboxId), eq(inboxMailboxCursors.mailbox, mailbox)),
      )
      .limit(1);
    return row ?? null;
  }

  /**
   * Moves a folder's cursor. Within one UIDVALIDITY it only moves forward, so a late writer
   * can never move it back; a new UIDVALIDITY replaces it.
   */
  async saveCursor(
    tx: DbOrTx,
    cursor: { inboxId: string; mailbox: string; uidValidity: number; lastUid: number },
  ): Promise<void> {
    await tx
      .insert(inboxMailboxCursors)
      .values({ ...cursor, updatedAt: new Date() })
      .onConflictDoUpdate({
        target: [inboxMailboxCursors.inboxId, inboxMailboxCursors.mailbox],
        set: {
          uidValidity: cursor.uidValidity,
          lastUid: sql`case when ${inboxMailboxCursors.uidValidity} = ${cursor.uidValidity}
            then greatest(${inboxMailboxCursors.lastUid}, ${cursor.lastUid}) else ${cursor.lastUid} end`,
          updatedAt: new Date(),
        },
      });
  }

  /** Takes the inbox's sync lease if nobody holds a live one; true when taken. */
  async acquireLease(inboxId: string, leaseId: string, ttlMs: number): Promise<boolean> {
    const rows = await this.db
      .update(inboxes)
      .set({
        syncLeaseId: leaseId,
        syncLeaseUntil: sql`now() + ${`${ttlMs} milliseconds`}::interval`,
      })
      .where(
        and(
          eq(inboxes.id, inboxId),
          or(isNull(inboxes.syncLeaseUntil), lt(inboxes.syncLeaseUntil, sql`now()`)),
        ),
      )
      .returning({ id: inboxes.id });
    return rows.length === 1;
  }

  /** Extends a lease we still hold; false when it was lost (expired and taken by another). */
  async renewLease(inboxId: string, leaseId: string, ttlMs: number): Promise<boolean> {
    const rows = await this.db
      .update(inboxes)
      .set({ syncLeaseUntil: sql`now() + ${`${ttlMs} milliseconds`}::interval` })
      .where(and(eq(inboxes.id, inboxId), eq(inboxes.syncLeaseId, leaseId)))
      .returning({ id: inboxes.id });
    return rows.length === 1;
  }

  async releaseLease(inboxId: string, leaseId: string, patch: InboxPatch): Promise<void> {
    await this.db
      .update(inboxes)
      .set({ ...patch, syncLeaseId: null, syncLeaseUntil: null, updatedAt: new Date() })
      .where(and(eq(inboxes.id, inboxId), eq(inboxes.syncLeaseId, leaseId)));
  }

  /** Active inboxes whose back-off has passed and that nobody is syncing. */
  async listDueForSync(): Promise<string[]> {
    const rows = await this.db
      .select({ id: inboxes.id })
      .from(inboxes)
      .where(
        and(
          eq(inboxes.type, 'imap'),
          eq(inboxes.status, 'active'),
          or(isNull(inboxes.nextSyncAfter), lt(inboxes.nextSyncAfter, sql`now()`)),
          or(isNull(inboxes.syncLeaseUntil), lt(inboxes.syncLeaseUntil, sql`now()`)),
        ),
      );
    return rows.map((r) => r.id);
  }

  /**
   * Active IMAP inboxes whose last sync worked (failing ones wait for the scheduled retries),
   * oldest first, at most `limit`: the ones worth an IDLE connection.
   */
  async listWatchable(limit: number): Promise<InboxRow[]> {
    return this.db
      .select()
      .from(inboxes)
      .where(
        and(eq(inboxes.type, 'imap'), eq(inboxes.status, 'active'), eq(inboxes.failureCount, 0)),
      )
      .orderBy(asc(inboxes.createdAt))
      .limit(limit);
  }

  /** The plan of the project's owner: limits belong to the owner's account. */
  async ownerOf(projectId: string): Promise<{ ownerId: string; plan: TPlanType } | null> {
    const [row] = await this.db
      .select({ ownerId: users.id, plan: users.plan })
      .from(projects)
      .innerJoin(users, eq(users.id, projects.ownerId))
      .where(eq(projects.id, projectId))
      .limit(1);
    return row ?? null;
  }
}
