import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCreateInboxRequest,
  ZErrorResponse,
  ZIdParams,
  ZInbox,
  ZInboxEditFields,
  ZInboxList,
  ZInboxListQuery,
  ZInboxMailboxes,
  ZMessageResponse,
  ZSyncResponse,
  ZTestConnectionRequest,
  ZTestConnectionResult,
  ZUpdateInboxRequest,
  ZUpdateMailboxesRequest,
} from '@papertray/contract';
import { currentUser } from '../../platform/http/authenticate';
import { memberErrorResponses } from '../../platform/http/error-responses';
import { presentInbox, presentInboxEditFields, presentMailboxes } from './inboxes.presenter';
import type { InboxesService } from './inboxes.service';

export interface InboxesRoutesOptions {
  inboxes: InboxesService;
  authenticate: preHandlerAsyncHookHandler;
  /** test-connection attempts per minute and client address (it reaches out to other servers). */
  testConnectionPerMinute: number;
}

const errors = {
  ...memberErrorResponses,
  409: ZErrorResponse,
};

export const inboxesRoutes: FastifyPluginAsyncZod<InboxesRoutesOptions> = async (app, opts) => {
  const { inboxes } = opts;
  const tags = ['inboxes'];
  const security = [{ bearerAuth: [] }];
  app.addHook('preHandler', opts.authenticate);

  const withCursors = async (inboxId: string, userId: string) => {
    const { inbox, cursors } = await inboxes.get(inboxId, userId);
    return presentInbox(inbox, cursors);
  };

  app.get(
    '/',
    {
      schema: {
        tags,
        security,
        summary: "Inboxes of the user's projects",
        querystring: ZInboxListQuery,
        response: { 200: ZInboxList, ...errors },
      },
    },
    async (request) => {
      const { inboxes: rows, cursors } = await inboxes.list(
        currentUser(request).userId,
        request.query.projectId,
      );
      return rows.map((inbox) => presentInbox(inbox, cursors));
    },
  );

  app.post(
    '/test-connection',
    {
      config: { rateLimit: { max: opts.testConnectionPerMinute, timeWindow: '1 minute' } },
      schema: {
        tags,
        security,
        summary: 'Try to log in to an IMAP server (nothing is stored)',
        body: ZTestConnectionRequest,
        response: { 200: ZTestConnectionResult, ...errors, 429: ZErrorResponse },
      },
    },
    async (request) => inboxes.testConnection(currentUser(request).userId, request.body),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        security,
        summary: 'Connect an IMAP inbox to a project (owner, admin); tests the login first',
        body: ZCreateInboxRequest,
        response: { 201: ZInbox, ...errors },
      },
    },
    async (request, reply) => {
      const userId = currentUser(request).userId;
      const inbox = await inboxes.create(userId, request.body);
      return reply.status(201).send(await withCursors(inbox.id, userId));
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One inbox',
        params: ZIdParams,
        response: { 200: ZInbox, ...errors },
      },
    },
    async (request) => withCursors(request.params.id, currentUser(request).userId),
  );

  app.get(
    '/:id/edit',
    {
      schema: {
        tags,
        security,
        summary: 'Fields of the edit dialog, without the password (owner, admin)',
        params: ZIdParams,
        response: { 200: ZInboxEditFields, ...errors },
      },
    },
    async (request) =>
      presentInboxEditFields(
        await inboxes.getForEdit(request.params.id, currentUser(request).userId),
      ),
  );

  app.patch(
    '/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Change an inbox; a blank password keeps the stored one (owner, admin)',
        params: ZIdParams,
        body: ZUpdateInboxRequest,
        response: { 200: ZInbox, ...errors },
      },
    },
    async (request) => {
      const userId = currentUser(request).userId;
      await inboxes.update(request.params.id, userId, request.body);
      return withCursors(request.params.id, userId);
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Remove the inbox and the mail synced from it (owner, admin)',
        params: ZIdParams,
        response: { 200: ZMessageResponse, ...errors },
      },
    },
    async (request) => {
      await inboxes.remove(request.params.id, currentUser(request).userId);
      return { message: 'Inbox deleted' };
    },
  );

  app.post(
    '/:id/sync',
    {
      schema: {
        tags,
        security,
        summary: 'Sync now (owner, admin); joins a sync that is already running',
        params: ZIdParams,
        response: { 200: ZSyncResponse, ...errors },
      },
    },
    async (request) => inboxes.requestSync(request.params.id, currentUser(request).userId),
  );

  for (const [action, status] of [
    ['activate', 'active'],
    ['deactivate', 'inactive'],
    ['pause', 'paused'],
  ] as const) {
    app.patch(
      `/:id/${action}`,
      {
        schema: {
          tags,
          security,
          summary: `Set the inbox ${status} (owner, admin)`,
          params: ZIdParams,
          response: { 200: ZInbox, ...errors },
        },
      },
      async (request) => {
        const userId = currentUser(request).userId;
        await inboxes.setStatus(request.params.id, userId, status);
        return withCursors(request.params.id, userId);
      },
    );
  }

  app.post(
    '/:id/reconnect',
    {
      schema: {
        tags,
        security,
        summary: 'Try the connection now and, if it works, sync (owner, admin)',
        params: ZIdParams,
        response: { 200: ZInbox, ...errors },
      },
    },
    async (request) => {
      const userId = currentUser(request).userId;
      await inboxes.reconnect(request.params.id, userId);
      return withCursors(request.params.id, userId);
    },
  );

  app.get(
    '/:id/mailboxes',
    {
      schema: {
        tags,
        security,
        summary: 'Server folders as last listed, and which are synced (INBOX by default)',
        params: ZIdParams,
        response: { 200: ZInboxMailboxes, ...errors },
      },
    },
    async (request) =>
      presentMailboxes(await inboxes.mailboxes(request.params.id, currentUser(request).userId)),
  );

  app.post(
    '/:id/mailboxes/refresh',
    {
      schema: {
        tags,
        security,
        summary: 'List the folders on the server again (owner, admin)',
        params: ZIdParams,
        response: { 200: ZInboxMailboxes, ...errors },
      },
    },
    async (request) =>
      presentMailboxes(
        await inboxes.refreshMailboxes(request.params.id, currentUser(request).userId),
      ),
  );

  app.patch(
    '/:id/mailboxes',
    {
      schema: {
        tags,
        security,
        summary: 'Choose the folders to sync (owner, admin)',
        params: ZIdParams,
        body: ZUpdateMailboxesRequest,
        response: { 200: ZInboxMailboxes, ...errors },
      },
    },
    async (request) =>
      presentMailboxes(
        await inboxes.selectMailboxes(
          request.params.id,
          currentUser(request).userId,
          request.body.mailboxes,
        ),
      ),
  );
};
