import type { FastifyReply, preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZAttachmentViewQuery, ZAttachmentWithViewUrl, ZIdParams } from '@papertray/contract';
import { currentUser } from '../../platform/http/authenticate';
import { memberErrorResponses } from '../../platform/http/error-responses';
import type { AttachmentFile, AttachmentsService } from './attachments.service';
import { contentDisposition } from './content-disposition';
import { downloadContentType, viewPolicy } from './serving-policy';

export interface AttachmentsRoutesOptions {
  attachments: AttachmentsService;
  authenticate: preHandlerAsyncHookHandler;
}

const errors = memberErrorResponses;
const fileResponse = z.any().describe('The file');

function sendFile(
  reply: FastifyReply,
  file: AttachmentFile,
  contentType: string,
  disposition: 'inline' | 'attachment',
) {
  return (
    reply
      .header('content-type', contentType)
      .header('content-length', file.attachment.size)
      .header('content-disposition', contentDisposition(disposition, file.attachment.filename))
      .header('x-content-type-options', 'nosniff')
      // Whatever the file is, it runs nothing and loads nothing on our origin.
      .header(
        'content-security-policy',
        "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'self'",
      )
      .header('cache-control', 'private, no-store')
      .send(file.stream)
  );
}

export const attachmentsRoutes: FastifyPluginAsyncZod<AttachmentsRoutesOptions> = async (
  app,
  opts,
) => {
  const { attachments } = opts;
  const tags = ['attachments'];
  const security = [{ bearerAuth: [] }];

  app.get(
    '/:id',
    {
      preHandler: opts.authenticate,
      schema: {
        tags,
        security,
        summary: 'Attachment metadata with a short-lived view URL',
        params: ZIdParams,
        response: { 200: ZAttachmentWithViewUrl, ...errors },
      },
    },
    async (request) => attachments.get(request.params.id, currentUser(request).userId),
  );

  app.get(
    '/:id/download',
    {
      preHandler: opts.authenticate,
      schema: {
        tags,
        security,
        summary: 'The file under its original name',
        params: ZIdParams,
        response: { 200: fileResponse, ...errors },
      },
    },
    async (request, reply) => {
      const file = await attachments.download(request.params.id, currentUser(request).userId);
      return sendFile(reply, file, downloadContentType(file.attachment.detectedMime), 'attachment');
    },
  );

  app.get(
    '/:id/view',
    {
      schema: {
        tags,
        summary: 'Show the file inline (images, PDF; text as text/plain); needs the viewUrl token',
        params: ZIdParams,
        querystring: ZAttachmentViewQuery,
        response: { 200: fileResponse, ...errors },
      },
    },
    async (request, reply) => {
      const file = await attachments.view(request.params.id, request.query.token);
      const policy = viewPolicy(file.attachment.detectedMime, file.attachment.contentType);
      return sendFile(reply, file, policy.contentType, policy.disposition);
    },
  );
};
