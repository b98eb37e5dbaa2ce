import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZContact,
  ZContactDocumentsQuery,
  ZContactList,
  ZContactListQuery,
  ZContactMonthly,
  ZContactMonthlyQuery,
  ZContactOptions,
  ZContactProjectParams,
  ZDocumentList,
  ZErrorResponse,
  ZIdParams,
  ZMergeContactsRequest,
} from '@papertray/contract';
import { currentUser } from '../../platform/http/authenticate';
import type { ContactDetailService } from './contact-detail.service';
import type { ContactsService } from './contacts.service';

export interface ContactsRoutesOptions {
  contacts: ContactsService;
  detail: ContactDetailService;
  authenticate: preHandlerAsyncHookHandler;
}

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 404: ZErrorResponse };

/** Contacts: lists, detail (documents, monthly chart) and merging duplicates. */
export const contactsRoutes: FastifyPluginAsyncZod<ContactsRoutesOptions> = async (app, opts) => {
  const { contacts, detail } = opts;
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

  app.get(
    '/project/:projectId',
    {
      schema: {
        tags,
        security,
        summary: 'Every contact of a project by name (not paged), for pickers and filters',
        params: ZContactProjectParams,
        response: { 200: ZContactOptions, ...errors },
      },
    },
    async (request) =>
      contacts.listInProject(request.params.projectId, currentUser(request).userId),
  );

  app.get(
    '/:id/documents',
    {
      schema: {
        tags,
        security,
        summary:
          "The contact's documents (search by name, invoice or contract number), newest first",
        params: ZIdParams,
        querystring: ZContactDocumentsQuery,
        response: { 200: ZDocumentList, ...errors },
      },
    },
    async (request) =>
      detail.documents(request.params.id, currentUser(request).userId, request.query),
  );

  app.get(
    '/:id/monthly',
    {
      schema: {
        tags,
        security,
        summary: 'Invoices per month of a year with totals per currency, and the year in all',
        params: ZIdParams,
        querystring: ZContactMonthlyQuery,
        response: { 200: ZContactMonthly, ...errors },
      },
    },
    async (request) =>
      detail.monthly(request.params.id, currentUser(request).userId, request.query.year),
  );

  app.post(
    '/:id/merge',
    {
      schema: {
        tags,
        security,
        summary: 'Merge another contact of the project into this one (documents and totals move)',
        params: ZIdParams,
        body: ZMergeContactsRequest,
        response: { 200: ZContact, ...errors },
      },
    },
    async (request) =>
      detail.merge(request.params.id, currentUser(request).userId, request.body.sourceContactId),
  );
};
