import { z } from 'zod';
import { ZAttachmentSummary } from './attachments';
import { ZId, ZTimestamp } from './common';

export const EMAIL_PAGE_SIZE = 20;

export const ZEmailAddress = z.object({ name: z.string(), address: z.string() });
export type TEmailAddress = z.infer<typeof ZEmailAddress>;

export const ZEmailListItem = z.object({
  _id: ZId,
  projectId: ZId,
  inboxId: ZId.nullable(),
  subject: z.string(),
  from: z.string().describe('Sender as "Name <address>" (or just the address)'),
  fromAddress: z.string(),
  date: ZTimestamp,
  textContent: z.string().nullable(),
  htmlContent: z
    .string()
    .nullable()
    .describe('Sanitized on the server; cid: images point at attachment view URLs'),
  hasAttachments: z.boolean(),
  attachmentCount: z.number().int(),
  attachments: z.array(ZAttachmentSummary),
  parseError: z.string().nullable().describe('Set when the mail could not be read; raw is kept'),
  createdAt: ZTimestamp,
});
export type TEmailListItem = z.infer<typeof ZEmailListItem>;

export const ZEmailDetail = ZEmailListItem.extend({
  messageId: z.string(),
  to: z.array(ZEmailAddress),
  cc: z.array(ZEmailAddress),
  rawSize: z.number().int(),
  warnings: z.array(z.string()).describe('What looked odd while parsing'),
  hasBlockedRemoteContent: z
    .boolean()
    .describe('The HTML referred to remote images, which were blocked'),
  htmlUrl: z
    .string()
    .nullable()
    .describe(
      'GET /emails/{id}/html with a short-lived token for this mail only: the sanitized HTML as ' +
        'a page of its own with a strict CSP, for the viewer frame. Add &remoteImages=1 to load ' +
        'remote images. Null when the mail has no HTML',
    ),
  htmlUrlExpiresAt: ZTimestamp.nullable(),
});
export type TEmailDetail = z.infer<typeof ZEmailDetail>;

export const ZEmailListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(EMAIL_PAGE_SIZE),
  hasAttachments: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true'))
    .describe('true: only mails with attachments; omitted: all'),
});

export const ZEmailHtmlQuery = z.object({
  token: z.string().min(1).max(2000).describe('The token of htmlUrl'),
  remoteImages: z
    .enum(['0', '1'])
    .default('0')
    .transform((v) => v === '1')
    .describe('1: show remote (https) images too; 0 (default): block them'),
});

export const ZProjectEmailListQuery = ZEmailListQuery.extend({
  projectId: ZId.describe('The project whose mail to list (all its inboxes)'),
  inboxId: ZId.optional().describe('Only mail of this inbox'),
});

export const ZEmailList = z.object({
  emails: z.array(ZEmailListItem),
  pagination: z.object({
    page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
  }),
});
export type TEmailList = z.infer<typeof ZEmailList>;

export const ZEmailCount = z.object({
  total: z.number().int(),
  withAttachments: z.number().int(),
});
export type TEmailCount = z.infer<typeof ZEmailCount>;
