import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAttachmentList,
  ZEmailCount,
  ZEmailDetail,
  ZEmailHtmlQuery,
  ZEmailList,
  ZEmailListQuery,
  ZErrorResponse,
  ZIdParams,
  ZProjectEmailListQuery,
} from '@papertray/contract';
import { z } from 'zod';
import { currentUser } from '../../platform/http/authenticate';
import { presentAttachment } from '../attachments/attachments.presenter';
import { contentDisposition } from '../attachments/content-disposition';
import { emailHtmlCsp } from './email-html-page';
import type { EmailsService } from './emails.service';

export interface EmailsRoutesOptions {
  emails: EmailsService;
  authenticate: preHandlerAsyncHookHandler;
}

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 404: ZErrorResponse };

const tags = ['emails'];

export const emailsRoutes: FastifyPluginAsyncZod<EmailsRoutesOptions> = async (app, opts) => {
  // Loaded by the viewer frame, which cannot send a bearer header: its token is the credential.
  app.get(
    '/:id/html',
    {
      schema: {
        tags,
        summary:
          "The mail's sanitized HTML as a page with its own strict CSP; needs htmlUrl's token",
        params: ZIdParams,
        querystring: ZEmailHtmlQuery,
        response: { 200: z.string().describe('text/html'), 403: ZErrorResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { token, remoteImages } = request.query;
      const page = await opts.emails.htmlPage(request.params.id, token, remoteImages);
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('content-security-policy', emailHtmlCsp(remoteImages))
        .header('x-content-type-options', 'nosniff')
        .header('referrer-policy', 'no-referrer')
        .header('cache-control', 'private, no-store')
        .send(page);
    },
  );
  // Not opts itself: it carries the prefix, which the child would add a second time.
  await app.register(memberEmailRoutes, { emails: opts.emails, authenticate: opts.authenticate });
};

/** Everything else needs the bearer token of a project member. */
const memberEmailRoutes: FastifyPluginAsyncZod<EmailsRoutesOptions> = async (app, opts) => {
  const { emails } = opts;
  const security = [{ bearerAuth: [] }];
  app.addHook('preHandler', opts.authenticate);

  app.get(
    '/',
    {
      schema: {
        tags,
        security,
        summary: "A project's mails across its inboxes, newest first (the /emails screen)",
        querystring: ZProjectEmailListQuery,
        response: { 200: ZEmailList, ...errors },
      },
    },
    async (request) => emails.listForProject(currentUser(request).userId, request.query),
  );

  app.get(
    '/inbox/:id',
    {
      schema: {
        tags,
        security,
        summary: "An inbox's mails, newest first, 20 per page",
        params: ZIdParams,
        querystring: ZEmailListQuery,
        response: { 200: ZEmailList, ...errors },
      },
    },
    async (request) =>
      emails.listForInbox(request.params.id, currentUser(request).userId, request.query),
  );

  app.get(
    '/inbox/:id/count',
    {
      schema: {
        tags,
        security,
        summary: 'How many mails an inbox holds, and how many have attachments',
        params: ZIdParams,
        response: { 200: ZEmailCount, ...errors },
      },
    },
    async (request) => emails.countForInbox(request.params.id, currentUser(request).userId),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One mail with sanitized HTML',
        params: ZIdParams,
        response: { 200: ZEmailDetail, ...errors },
      },
    },
    async (request) => emails.get(request.params.id, currentUser(request).userId),
  );

  app.get(
    '/:id/attachments',
    {
      schema: {
        tags,
        security,
        summary: "A mail's attachments (nested messages and winmail.dat flattened)",
        params: ZIdParams,
        response: { 200: ZAttachmentList, ...errors },
      },
    },
    async (request) =>
      (await emails.listAttachments(request.params.id, currentUser(request).userId)).map(
        presentAttachment,
      ),
  );

  app.get(
    '/:id/raw',
    {
      schema: {
        tags,
        security,
        summary: 'The original message (.eml) as received',
        params: ZIdParams,
        response: { 200: z.any().describe('message/rfc822'), ...errors },
      },
    },
    async (request, reply) => {
      const raw = await emails.raw(request.params.id, currentUser(request).userId);
      return reply
        .header('content-type', 'message/rfc822')
        .header('content-length', raw.size)
        .header('content-disposition', contentDisposition('attachment', raw.filename))
        .header('x-content-type-options', 'nosniff')
        .send(raw.stream);
    },
  );
};
