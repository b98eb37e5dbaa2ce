import { and, count, desc, eq, isNull, max, sum } from 'drizzle-orm';
import type { TProjectEmailStatistics } from '@papertray/contract';
import type { Db, DbOrTx } from '../../platform/db/database';
import {
  emails,
  inboxes,
  mailLedger,
  projectEmails,
  type ProjectEmailRow,
} from '../../platform/db/schema';

/** Where mail for an address goes: the project and its project inbox (null before it exists). */
export interface DeliveryTarget {
  projectId: string;
  inboxId: string | null;
}

/** Name of the project inbox in the inbox list (the address is its e-mail column). */
const PROJECT_INBOX_NAME = 'Project Email';

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

  /** Where an active local part delivers; what the SMTP receiver asks at RCPT. */
  async findActiveTarget(localPart: string): Promise<DeliveryTarget | null> {
    const [row] = await this.db
      .select({ projectId: projectEmails.projectId, inboxId: inboxes.id })
      .from(projectEmails)
      .leftJoin(
        inboxes,
        and(eq(inboxes.projectId, projectEmails.projectId), eq(inboxes.type, 'project')),
      )
      .where(and(eq(projectEmails.localPart, localPart), isNull(projectEmails.deactivatedAt)))
      .limit(1);
    return row ?? null;
  }

  /**
   * Makes the project inbox show the address as it is now (creating the row the first time),
   * so the project's received mail browses like any inbox's; returns its id. Mail that arrived
   * before the project had that row is moved under it when the row is created.
   */
  async syncProjectInbox(
    projectId: string,
    view: { emailAddress: string; active: boolean },
    tx: DbOrTx = this.db,
  ): Promise<string> {
    const status = view.active ? ('active' as const) : ('inactive' as const);
    const [existing] = await tx
      .select({ id: inboxes.id, emailAddress: inboxes.emailAddress, status: inboxes.status })
      .from(inboxes)
      .where(and(eq(inboxes.projectId, projectId), eq(inboxes.type, 'project')))
      .limit(1);
    if (existing) {
      if (existing.emailAddress !== view.emailAddress || existing.status !== status) {
        await tx
          .update(inboxes)
          .set({ emailAddress: view.emailAddress, status, updatedAt: new Date() })
          .where(eq(inboxes.id, existing.id));
      }
      return existing.id;
    }
    const [created] = await tx
      .insert(inboxes)
      .values({
        projectId,
        type: 'project',
        provider: 'smtp',
        name: PROJECT_INBOX_NAME,
        emailAddress: view.emailAddress,
        status,
        syncFromDate: new Date(),
      })
      .onConflictDoNothing()
      .returning({ id: inboxes.id });
    if (!created) return this.syncProjectInbox(projectId, view, tx);
    const orphans = and(
      eq(emails.projectId, projectId),
      eq(emails.source, 'smtp'),
      isNull(emails.inboxId),
    );
    await tx.update(emails).set({ inboxId: created.id }).where(orphans);
    await tx
      .update(mailLedger)
      .set({ inboxId: created.id })
      .where(
        and(
          eq(mailLedger.projectId, projectId),
          eq(mailLedger.source, 'smtp'),
          isNull(mailLedger.inboxId),
        ),
      );
    return created.id;
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
