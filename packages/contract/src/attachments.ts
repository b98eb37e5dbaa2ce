import { z } from 'zod';
import { ZId, ZTimestamp } from './common';

export const ZAttachmentSummary = z.object({
  _id: ZId,
  filename: z.string().describe('Safe file name (what downloads are saved as)'),
  size: z.number().int().describe('Bytes'),
  contentType: z
    .string()
    .describe("Type from the file's magic bytes, or the declared type when unknown"),
});
export type TAttachmentSummary = z.infer<typeof ZAttachmentSummary>;

export const ZAttachment = ZAttachmentSummary.extend({
  emailId: ZId,
  inboxId: ZId.nullable(),
  projectId: ZId,
  originalFilename: z.string().nullable().describe('The name as the sender wrote it'),
  declaredContentType: z.string().describe('Content-Type as the sender declared it'),
  detectedType: z.string().describe('pdf, jpeg, png, ..., other or unknown'),
  inline: z.boolean(),
  contentId: z.string().nullable(),
  isDocumentCandidate: z.boolean().describe('PDF or image that becomes a document'),
  sha256: z.string(),
  createdAt: ZTimestamp,
});
export type TAttachment = z.infer<typeof ZAttachment>;
export const ZAttachmentList = z.array(ZAttachment);

export const ZAttachmentWithViewUrl = ZAttachment.extend({
  viewUrl: z
    .string()
    .describe(
      'Path of /attachments/{id}/view with a short-lived token for this one attachment; usable ' +
        'in <img>/<iframe> without the access token',
    ),
  viewUrlExpiresAt: ZTimestamp,
});
export type TAttachmentWithViewUrl = z.infer<typeof ZAttachmentWithViewUrl>;

export const ZAttachmentViewQuery = z.object({
  token: z.string().min(1).max(2000).describe('The token of the viewUrl'),
});
