import { and, count, desc, eq, isNull, max, sum } from 'drizzle-orm';
import type { TProjectEmailStatistics } from '@papertray/contract';
import type { Db, DbOrTx } from '../../platform/db/database';
import { emails, projectEmails, type ProjectEmailRow } from '../../platform/db/schema';

export class ProjectEmailRepository {
  constructor(private readonly db: Db) {}

  /** The newest address of the project, active or not. */
  async findLatest(projectId: string, tx: DbOrTx = this.db): Promise<ProjectEmailRow | null> {
    const [row] = await tx
      .select()
      .from(projectEmails)
      .where(eq(projectEmails.projectId, projectId))
      .orderBy(desc(projectEmails.createdAt), desc(projectEmails.id))
      .limit(1);
    return row ?? null;
  }

  async findActive(projectId: string, tx: DbOrTx = this.db): Promise<ProjectEmailRow | null> {
    const [row] = await tx
      .select()
      .from(projectEmails)
      .where(and(eq(projectEmails.projectId, projectId), isNull(projectEmails.deactivatedAt)))
      .limit(1);
    return row ?? null;
  }

  /**
   * Inserts an active address; null when a unique index refused it (the local part is taken, or
   * the project already has an active address): the caller decides which it was.
   */
  async insertActive(
    values: { projectId: string; name: string; localPart: string },
    tx: DbOrTx = this.db,
  ): Promise<ProjectEmailRow | null> {
    const [row] = await tx.insert(projectEmails).values(values).onConflictDoNothing().returning();
    return row ?? null;
  }

  /** Deactivates the project's active address; returns it, or null when there was none. */
  async deactivateActive(projectId: string, tx: DbOrTx = this.db): Promise<ProjectEmailRow | null> {
    const [row] = await tx
      .update(projectEmails)
      .set({ deactivatedAt: new Date() })
      .where(and(eq(projectEmails.projectId, projectId), isNull(projectEmails.deactivatedAt)))
      .returning();
    return row ?? null;
  }

  /** The project an active local part belongs to; what the SMTP receiver asks at RCPT. */
  async findActiveProjectId(localPart: string): Promise<string | null> {
    const [row] = await this.db
      .select({ projectId: projectEmails.projectId })
      .from(projectEmails)
      .where(and(eq(projectEmails.localPart, localPart), isNull(projectEmails.deactivatedAt)))
      .limit(1);
    return row?.projectId ?? null;
  }

  /** Over every mail the project received by SMTP (the emails table, read-only here). */
  async statistics(projectId: string): Promise<TProjectEmailStatistics> {
    const [row] = await this.db
      .select({
        totalEmails: count(),
        totalAttachments: sum(emails.attachmentCount),
        lastEmailReceived: max(emails.createdAt),
      })
      .from(emails)
      .where(and(eq(emails.projectId, projectId), eq(emails.source, 'smtp')));
    return {
      totalEmails: Number(row?.totalEmails ?? 0),
      // sum() comes back as a decimal string (or null over no rows) on both drivers.
      totalAttachments: Number(row?.totalAttachments ?? 0),
      lastEmailReceived: row?.lastEmailReceived
        ? new Date(row.lastEmailReceived).toISOString()
        : null,
    };
  }
}
