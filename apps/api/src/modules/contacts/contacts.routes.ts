import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZContact,
  ZContactList,
  ZContactListQuery,
  ZErrorResponse,
  ZIdParams,
} from '@papertray/contract';
import { currentUser } from '../../platform/http/authenticate';
import type { ContactsService } from './contacts.service';

export interface ContactsRoutesOptions {
  contacts: ContactsService;
  authenticate: preHandlerAsyncHookHandler;
}

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 404: ZErrorResponse };

/** Read side of contacts; a contact's documents are GET /documents?contactId={id}. */
export const contactsRoutes: FastifyPluginAsyncZod<ContactsRoutesOptions> = async (app, opts) => {
  const { contacts } = opts;
  const tags = ['contacts'];
  const security = [{ bearerAuth: [] }];
  app.addHook('preHandler', opts.authenticate);

  app.get(
    '/',
    {
      schema: {
        tags,
        security,
        summary: 'Contacts of a project, searched, filtered by type, sorted and paged',
        querystring: ZContactListQuery,
        response: { 200: ZContactList, ...errors },
      },
    },
    async (request) => contacts.list(currentUser(request).userId, request.query),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One contact with its document count, totals per currency and last seen',
        params: ZIdParams,
        response: { 200: ZContact, ...errors },
      },
    },
    async (request) => contacts.get(request.params.id, currentUser(request).userId),
  );
};
