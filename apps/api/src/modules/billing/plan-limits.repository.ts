import { and, count, eq, gte, ne, sql, sum } from 'drizzle-orm';
import type { TPlanType } from '@papertray/contract';
import type { Db, DbOrTx } from '../../platform/db/database';
import {
  attachments,
  documentAnalyses,
  documents,
  emails,
  inboxes,
  projectInvitations,
  projectMembers,
  projects,
  users,
} from '../../platform/db/schema';

export interface PlanOwner {
  ownerId: string;
  plan: TPlanType;
}

/** What the plan limits are counted on: always everything the owner owns, over all projects. */
export class PlanLimitsRepository {
  constructor(private readonly db: Db) {}

  /** The owner's plan with the owner's row locked, so two concurrent adds cannot both pass. */
  async lockOwner(ownerId: string, tx: DbOrTx): Promise<PlanOwner | null> {
    const [row] = await tx
      .select({ ownerId: users.id, plan: users.plan })
      .from(users)
      .where(eq(users.id, ownerId))
      .for('update');
    return row ?? null;
  }

  async ownerOfProject(projectId: string, tx: DbOrTx = this.db): Promise<PlanOwner | null> {
    const [row] = await tx
      .select({ ownerId: users.id, plan: users.plan })
      .from(projects)
      .innerJoin(users, eq(users.id, projects.ownerId))
      .where(eq(projects.id, projectId))
      .limit(1);
    return row ?? null;
  }

  async planOf(ownerId: string, tx: DbOrTx = this.db): Promise<PlanOwner | null> {
    const [row] = await tx
      .select({ ownerId: users.id, plan: users.plan })
      .from(users)
      .where(eq(users.id, ownerId))
      .limit(1);
    return row ?? null;
  }

  async countProjects(ownerId: string, tx: DbOrTx = this.db): Promise<number> {
    const [row] = await tx
      .select({ n: count() })
      .from(projects)
      .where(eq(projects.ownerId, ownerId));
    return Number(row?.n ?? 0);
  }

  /** IMAP inboxes; the project's own receiving address is part of every project, not an account. */
  async countEmailAccounts(ownerId: string, tx: DbOrTx = this.db): Promise<number> {
    const [row] = await tx
      .select({ n: count() })
      .from(inboxes)
      .innerJoin(projects, eq(projects.id, inboxes.projectId))
      .where(and(eq(projects.ownerId, ownerId), eq(inboxes.type, 'imap')));
    return Number(row?.n ?? 0);
  }

  async countEmailsSince(ownerId: string, since: Date, tx: DbOrTx = this.db): Promise<number> {
    const [row] = await tx
      .select({ n: count() })
      .from(emails)
      .innerJoin(projects, eq(projects.id, emails.projectId))
      .where(and(eq(projects.ownerId, ownerId), gte(emails.createdAt, since)));
    return Number(row?.n ?? 0);
  }

  /** Analyses in a month (its first day, `YYYY-MM-01`) from the per-document ledger. */
  async countAnalyses(ownerId: string, month: string, tx: DbOrTx = this.db): Promise<number> {
    const [row] = await tx
      .select({ n: count() })
      .from(documentAnalyses)
      .innerJoin(projects, eq(projects.id, documentAnalyses.projectId))
      .where(and(eq(projects.ownerId, ownerId), eq(documentAnalyses.month, month)));
    return Number(row?.n ?? 0);
  }

  /**
   * Bytes kept for the owner: raw mails, the files taken out of them, and uploaded or scanned
   * documents (a document from mail is an attachment's file, counted once as that attachment).
   */
  async storageBytes(ownerId: string, tx: DbOrTx = this.db): Promise<number> {
    const owned = eq(projects.ownerId, ownerId);
    const [mail] = await tx
      .select({ n: sum(emails.rawSize) })
      .from(emails)
      .innerJoin(projects, eq(projects.id, emails.projectId))
      .where(owned);
    const [files] = await tx
      .select({ n: sum(attachments.size) })
      .from(attachments)
      .innerJoin(projects, eq(projects.id, attachments.projectId))
      .where(owned);
    const [uploads] = await tx
      .select({ n: sum(documents.size) })
      .from(documents)
      .innerJoin(projects, eq(projects.id, documents.projectId))
      .where(and(owned, ne(documents.source, 'email')));
    return Number(mail?.n ?? 0) + Number(files?.n ?? 0) + Number(uploads?.n ?? 0);
  }

  /**
   * The people who hold a seat on the owner's plan, each once (by lower-cased email): every
   * member of the owner's teams, the owner included, and every address with an open (pending,
   * not expired) invitation to one of them.
   */
  async seatHolders(ownerId: string, now: Date, tx: DbOrTx = this.db): Promise<string[]> {
    const result = (await tx.execute(sql`
      select lower(${users.email}) as email
        from ${projectMembers}
        join ${projects} on ${projects.id} = ${projectMembers.projectId}
        join ${users} on ${users.id} = ${projectMembers.userId}
       where ${projects.ownerId} = ${ownerId}::uuid
      union
      select ${projectInvitations.email} as email
        from ${projectInvitations}
        join ${projects} on ${projects.id} = ${projectInvitations.projectId}
       where ${projects.ownerId} = ${ownerId}::uuid
         and ${projectInvitations.status} = 'pending'
         and ${projectInvitations.expiresAt} > ${now.toISOString()}::timestamptz
    `)) as unknown as { rows: { email: string }[] };
    return result.rows.map((r) => r.email);
  }

  /** Seats in use; an owner without projects is still one person on the plan. */
  async countMembers(ownerId: string, now: Date, tx: DbOrTx = this.db): Promise<number> {
    return Math.max(1, (await this.seatHolders(ownerId, now, tx)).length);
  }

  /** Whether the person already holds a seat on the owner's plan (adding them costs none). */
  async holdsSeat(
    ownerId: string,
    person: { userId?: string; email?: string },
    now: Date,
    tx: DbOrTx = this.db,
  ): Promise<boolean> {
    if (person.userId) {
      const [row] = await tx
        .select({ n: sql<number>`1` })
        .from(projectMembers)
        .innerJoin(projects, eq(projects.id, projectMembers.projectId))
        .where(and(eq(projects.ownerId, ownerId), eq(projectMembers.userId, person.userId)))
        .limit(1);
      if (row) return true;
    }
    if (!person.email) return false;
    return (await this.seatHolders(ownerId, now, tx)).includes(person.email.toLowerCase());
  }
}
