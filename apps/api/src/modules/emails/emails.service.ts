import type { Readable } from 'node:stream';
import { rewriteCidImages } from '@papertray/mail';
import {
  MESSAGES,
  type TEmailCount,
  type TEmailDetail,
  type TEmailList,
} from '@papertray/contract';
import { AppError } from '../../platform/http/app-error';
import type { AttachmentRow, EmailRow } from '../../platform/db/schema';
import type { FileStorage } from '../../platform/storage/file-storage';
import type { AttachmentsRepository } from '../attachments/attachments.repository';
import { viewPath, type AttachmentViewTokens } from '../attachments/view-token';
import type { InboxesRepository } from '../inboxes/inboxes.repository';
import type { ProjectsRepository } from '../projects/projects.repository';
import type { EmailsRepository, MemberEmail } from './emails.repository';
import { emailHtmlPage, emailHtmlUrl, verifyEmailHtmlToken } from './email-html-page';
import { presentEmailDetail, presentEmailListItem } from './emails.presenter';

export const EMAIL_NOT_FOUND = 'Email not found';
export const HTML_LINK_INVALID = 'This link is invalid or has expired. Open the email again.';
export const INBOX_NOT_FOUND = 'Inbox not found';

/** Reading mail: every member of the project may; outsiders get 404. */
export class EmailsService {
  constructor(
    private readonly emails: EmailsRepository,
    private readonly inboxes: InboxesRepository,
    private readonly attachments: AttachmentsRepository,
    private readonly viewTokens: AttachmentViewTokens,
    private readonly storage: FileStorage,
    private readonly projects: ProjectsRepository,
  ) {}

  async listForInbox(
    inboxId: string,
    userId: string,
    query: { page: number; limit: number; hasAttachments?: boolean },
  ): Promise<TEmailList> {
    await this.inboxFor(inboxId, userId);
    return this.page({ inboxId }, query);
  }

  /** The /emails screen: every mail of a project, optionally of one of its inboxes. */
  async listForProject(
    userId: string,
    query: {
      projectId: string;
      inboxId?: string;
      page: number;
      limit: number;
      hasAttachments?: boolean;
    },
  ): Promise<TEmailList> {
    const project = await this.projects.findForMember(query.projectId, userId);
    if (!project) throw AppError.notFound(MESSAGES.projectNotFound);
    return this.page({ projectId: project.id, inboxId: query.inboxId }, query);
  }

  private async page(
    scope: { inboxId: string } | { projectId: string; inboxId?: string },
    query: { page: number; limit: number; hasAttachments?: boolean },
  ): Promise<TEmailList> {
    const { rows, total } = await this.emails.list(scope, query);
    const files = await this.attachments.listForEmails(rows.map((r) => r.id));
    return {
      emails: rows.map((email) => this.present(email, files, presentEmailListItem)),
      pagination: {
        page: query.page,
        limit: query.limit,
        total,
        totalPages: Math.ceil(total / query.limit),
      },
    };
  }

  async countForInbox(inboxId: string, userId: string): Promise<TEmailCount> {
    await this.inboxFor(inboxId, userId);
    return this.emails.countByInbox(inboxId);
  }

  async get(emailId: string, userId: string): Promise<TEmailDetail> {
    const email = await this.emailFor(emailId, userId);
    const files = await this.attachments.listForEmails([email.id]);
    const htmlPage = email.htmlContent ? emailHtmlUrl(this.viewTokens, email.id) : null;
    return this.present(email, files, (row, own, cids) =>
      presentEmailDetail(row, own, cids, htmlPage),
    );
  }

  /**
   * The sanitized HTML as a whole page, for the viewer frame's src. The token is the credential
   * (frames cannot send a bearer header); it was minted for this mail by get().
   */
  async htmlPage(emailId: string, token: string, remoteImages: boolean): Promise<string> {
    if (!verifyEmailHtmlToken(this.viewTokens, emailId, token)) {
      throw AppError.forbidden(HTML_LINK_INVALID);
    }
    const email = await this.emails.findById(emailId);
    if (!email?.htmlContent) throw AppError.notFound(EMAIL_NOT_FOUND);
    const files = await this.attachments.listForEmails([email.id]);
    const html = rewriteCidImages(email.htmlContent, this.cidUrls(email, files), {
      allowRemoteImages: remoteImages,
    });
    return emailHtmlPage(html);
  }

  async listAttachments(emailId: string, userId: string) {
    const email = await this.emailFor(emailId, userId);
    return this.attachments.listForEmails([email.id]);
  }

  /** The original message as received, for download. */
  async raw(
    emailId: string,
    userId: string,
  ): Promise<{ stream: Readable; filename: string; size: number }> {
    const email = await this.emailFor(emailId, userId);
    const base = email.subject
      .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
      .trim()
      .slice(0, 100);
    return {
      stream: await this.storage.get(email.rawKey),
      filename: `${base || 'message'}.eml`,
      size: email.rawSize,
    };
  }

  private present<T>(
    email: EmailRow,
    allFiles: (AttachmentRow & { inboxId: string | null })[],
    presenter: (email: EmailRow, files: AttachmentRow[], cids: Map<string, string>) => T,
  ): T {
    const files = allFiles.filter((f) => f.emailId === email.id);
    return presenter(email, files, this.cidUrls(email, files));
  }

  /** cid: images point at token-carrying view URLs of the mail's own attachments. */
  private cidUrls(email: EmailRow, files: AttachmentRow[]): Map<string, string> {
    const cids = new Map<string, string>();
    if (!email.htmlContent?.includes('cid:')) return cids;
    for (const file of files) {
      if (file.contentId) {
        cids.set(file.contentId, viewPath(file.id, this.viewTokens.mint(file.id).token));
      }
    }
    return cids;
  }

  private async inboxFor(inboxId: string, userId: string) {
    const inbox = await this.inboxes.findForMember(inboxId, userId);
    if (!inbox) throw AppError.notFound(INBOX_NOT_FOUND);
    return inbox;
  }

  private async emailFor(emailId: string, userId: string): Promise<MemberEmail> {
    const email = await this.emails.findForMember(emailId, userId);
    if (!email) throw AppError.notFound(EMAIL_NOT_FOUND);
    return email;
  }
}
