import { hasBlockedRemoteContent, rewriteCidImages } from '@papertray/mail';
import type { TEmailAddress, TEmailDetail, TEmailListItem } from '@papertray/contract';
import type { AttachmentRow, EmailRow } from '../../platform/db/schema';
import { presentAttachmentSummary } from '../attachments/attachments.presenter';

function formatAddress(address: TEmailAddress | undefined): string {
  if (!address) return '';
  return address.name ? `${address.name} <${address.address}>` : address.address;
}

/**
 * The stored HTML is as sent; what leaves the server is sanitized, with cid: images pointing at
 * token-carrying view URLs of the mail's own attachments.
 */
function safeHtml(html: string | null, cidUrls: Map<string, string>): string | null {
  return html ? rewriteCidImages(html, cidUrls) : null;
}

export function presentEmailListItem(
  email: EmailRow,
  files: AttachmentRow[],
  cidUrls: Map<string, string>,
): TEmailListItem {
  return {
    _id: email.id,
    projectId: email.projectId,
    inboxId: email.inboxId,
    subject: email.subject,
    from: formatAddress(email.from[0]),
    fromAddress: email.from[0]?.address ?? '',
    date: email.date.toISOString(),
    textContent: email.textContent,
    htmlContent: safeHtml(email.htmlContent, cidUrls),
    hasAttachments: email.hasAttachments,
    attachmentCount: email.attachmentCount,
    attachments: files.map(presentAttachmentSummary),
    parseError: email.parseError,
    createdAt: email.createdAt.toISOString(),
  };
}

export function presentEmailDetail(
  email: EmailRow,
  files: AttachmentRow[],
  cidUrls: Map<string, string>,
  htmlPage: { url: string; expiresAt: Date } | null,
): TEmailDetail {
  const item = presentEmailListItem(email, files, cidUrls);
  return {
    ...item,
    messageId: email.messageId,
    to: email.to,
    cc: email.cc,
    rawSize: email.rawSize,
    warnings: email.warnings,
    hasBlockedRemoteContent: item.htmlContent ? hasBlockedRemoteContent(item.htmlContent) : false,
    htmlUrl: item.htmlContent && htmlPage ? htmlPage.url : null,
    htmlUrlExpiresAt: item.htmlContent && htmlPage ? htmlPage.expiresAt.toISOString() : null,
  };
}
