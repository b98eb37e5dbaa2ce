import { and, avg, count, desc, eq, sql } from 'drizzle-orm';
import type { TRole } from '@papertray/contract';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/database';
import { attachments, emails, projectMembers, type EmailRow } from '../../platform/db/schema';

export type MemberEmail = EmailRow & { role: TRole };

/** The emails table under another name, for a subquery beside a query that joins it. */
const MAIL = sql.identifier('mail');
const mailColumn = (column: AnyPgColumn) => sql`${MAIL}.${sql.identifier(column.name)}`;

export class EmailsRepository {
  constructor(private readonly db: Db) {}

  /** Newest first; scoped to an inbox, or to a project (optionally one of its inboxes). */
  async list(
    scope: { inboxId: string } | { projectId: string; inboxId?: string },
    query: { page: number; limit: number; hasAttachments?: boolean },
  ): Promise<{ rows: EmailRow[]; total: number }> {
    const where = and(
      'projectId' in scope ? eq(emails.projectId, scope.projectId) : undefined,
      scope.inboxId ? eq(emails.inboxId, scope.inboxId) : undefined,
      query.hasAttachments === undefined
        ? undefined
        : eq(emails.hasAttachments, query.hasAttachments),
    );
    const [rows, [totals]] = await Promise.all([
      this.db
        .select()
        .from(emails)
        .where(where)
        .orderBy(desc(emails.date), desc(emails.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
      this.db.select({ n: count() }).from(emails).where(where),
    ]);
    return { rows, total: Number(totals?.n ?? 0) };
  }

  async countByInbox(inboxId: string): Promise<{ total: number; withAttachments: number }> {
    const [row] = await this.db
      .select({
        total: count(),
        withAttachments: count(sql`case when ${emails.hasAttachments} then 1 end`),
      })
      .from(emails)
      .where(eq(emails.inboxId, inboxId));
    return { total: Number(row?.total ?? 0), withAttachments: Number(row?.withAttachments ?? 0) };
  }

  async findForMember(emailId: string, userId: string): Promise<MemberEmail | null> {
    const [row] = await this.db
      .select({ email: emails, role: projectMembers.role })
      .from(emails)
      .innerJoin(
        projectMembers,
        and(eq(projectMembers.projectId, emails.projectId), eq(projectMembers.userId, userId)),
      )
      .where(eq(emails.id, emailId))
      .limit(1);
    return row ? { ...row.email, role: row.role } : null;
  }

  /** No membership check: only for callers holding a token for this mail. */
  async findById(emailId: string): Promise<EmailRow | null> {
    const [row] = await this.db.select().from(emails).where(eq(emails.id, emailId)).limit(1);
    return row ?? null;
  }

  /** Figures for the dashboard's stats cards. */
  async projectStats(projectId: string) {
    // One round trip: the mail figures ride along the attachments' aggregate as a subquery.
    const [files] = await this.db
      .select({
        total: count(),
        processed: count(sql`case when ${emails.documentStatus} <> 'pending' then 1 end`),
        averageSize: avg(attachments.size),
        mail: sql<[string | number, string | number]>`(select array[count(*),
          count(*) filter (where ${mailColumn(emails.documentStatus)} = 'pending')]
          from ${emails} as ${MAIL} where ${mailColumn(emails.projectId)} = ${projectId})`,
      })
      .from(attachments)
      .innerJoin(emails, eq(emails.id, attachments.emailId))
      .where(eq(attachments.projectId, projectId));
    const [total, pending] = (files?.mail ?? [0, 0]).map(Number) as [number, number];
    return {
      emails: { total, processed: total - pending, pending },
      attachments: {
        total: Number(files?.total ?? 0),
        processed: Number(files?.processed ?? 0),
        averageSize: Math.round(Number(files?.averageSize ?? 0)),
      },
    };
  }
}
