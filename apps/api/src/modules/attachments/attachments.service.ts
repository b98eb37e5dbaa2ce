import type { Readable } from 'node:stream';
import type { TAttachmentWithViewUrl } from '@papertray/contract';
import { AppError } from '../../platform/http/app-error';
import type { FileStorage } from '../../platform/storage/file-storage';
import { presentAttachment } from './attachments.presenter';
import type { AttachmentsRepository, AttachmentWithInbox } from './attachments.repository';
import { viewPath, type AttachmentViewTokens } from './view-token';

export const ATTACHMENT_NOT_FOUND = 'Attachment not found';
export const VIEW_LINK_INVALID =
  'This view link is invalid or has expired. Open the attachment again.';

export interface AttachmentFile {
  attachment: AttachmentWithInbox;
  stream: Readable;
}

export class AttachmentsService {
  constructor(
    private readonly repo: AttachmentsRepository,
    private readonly tokens: AttachmentViewTokens,
    private readonly storage: FileStorage,
  ) {}

  /** Metadata plus a view URL whose token opens this attachment only, for a few minutes. */
  async get(attachmentId: string, userId: string): Promise<TAttachmentWithViewUrl> {
    const attachment = await this.forMember(attachmentId, userId);
    const { token, expiresAt } = this.tokens.mint(attachment.id);
    return {
      ...presentAttachment(attachment),
      viewUrl: viewPath(attachment.id, token),
      viewUrlExpiresAt: expiresAt.toISOString(),
    };
  }

  async download(attachmentId: string, userId: string): Promise<AttachmentFile> {
    const attachment = await this.forMember(attachmentId, userId);
    return { attachment, stream: await this.storage.get(attachment.sha256) };
  }

  /** For /view: the token is the credential, so nothing else is checked. */
  async view(attachmentId: string, token: string): Promise<AttachmentFile> {
    if (!this.tokens.verify(attachmentId, token)) throw AppError.forbidden(VIEW_LINK_INVALID);
    const attachment = await this.repo.findById(attachmentId);
    if (!attachment) throw AppError.notFound(ATTACHMENT_NOT_FOUND);
    return { attachment, stream: await this.storage.get(attachment.sha256) };
  }

  private async forMember(attachmentId: string, userId: string) {
    const attachment = await this.repo.findForMember(attachmentId, userId);
    if (!attachment) throw AppError.notFound(ATTACHMENT_NOT_FOUND);
    return attachment;
  }
}
