import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TRole } from '@papertray/contract';
import type { Db } from '../../platform/db/database';
import { attachments, emails, projectMembers, type AttachmentRow } from '../../platform/db/schema';

export type AttachmentWithInbox = AttachmentRow & { inboxId: string | null };
export type MemberAttachment = AttachmentWithInbox & { role: TRole };

const columns = { attachment: attachments, inboxId: emails.inboxId };

export class AttachmentsRepository {
  constructor(private readonly db: Db) {}

  async findForMember(attachmentId: string, userId: string): Promise<MemberAttachment | null> {
    const [row] = await this.db
      .select({ ...columns, role: projectMembers.role })
      .from(attachments)
      .innerJoin(emails, eq(emails.id, attachments.emailId))
      .innerJoin(
        projectMembers,
        and(eq(projectMembers.projectId, attachments.projectId), eq(projectMembers.userId, userId)),
      )
      .where(eq(attachments.id, attachmentId))
      .limit(1);
    return row ? { ...row.attachment, inboxId: row.inboxId, role: row.role } : null;
  }

  /** No membership check: only for callers holding a view token for this id. */
  async findById(attachmentId: string): Promise<AttachmentWithInbox | null> {
    const [row] = await this.db
      .select(columns)
      .from(attachments)
      .innerJoin(emails, eq(emails.id, attachments.emailId))
      .where(eq(attachments.id, attachmentId))
      .limit(1);
    return row ? { ...row.attachment, inboxId: row.inboxId } : null;
  }

  async listForEmails(emailIds: string[]): Promise<AttachmentWithInbox[]> {
    if (emailIds.length === 0) return [];
    const rows = await this.db
      .select(columns)
      .from(attachments)
      .innerJoin(emails, eq(emails.id, attachments.emailId))
      .where(inArray(attachments.emailId, emailIds))
      .orderBy(asc(attachments.emailId), asc(attachments.position));
    return rows.map((row) => ({ ...row.attachment, inboxId: row.inboxId }));
  }
}
