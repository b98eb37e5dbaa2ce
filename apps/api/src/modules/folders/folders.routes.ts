import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FOLDER_MESSAGES,
  ZCreateFolderRequest,
  ZErrorResponse,
  ZFolder,
  ZFolderList,
  ZFolderParams,
  ZFolderProjectParams,
  ZMessageResponse,
  ZUpdateFolderRequest,
} from '@papertray/contract';
import { currentUser } from '../../platform/http/authenticate';
import { memberErrorResponses } from '../../platform/http/error-responses';
import type { FoldersService } from './folders.service';

export interface FoldersRoutesOptions {
  folders: FoldersService;
  authenticate: preHandlerAsyncHookHandler;
}

const errors = memberErrorResponses;

/** The spec's folder calls (section 7), paths as the web app makes them. */
export const foldersRoutes: FastifyPluginAsyncZod<FoldersRoutesOptions> = async (app, opts) => {
  const { folders } = opts;
  const tags = ['folders'];
  const security = [{ bearerAuth: [] }];
  app.addHook('preHandler', opts.authenticate);

  const listSchema = {
    tags,
    security,
    params: ZFolderProjectParams,
    response: { 200: ZFolderList, ...errors },
  };
  app.get(
    '/:projectId',
    { schema: { ...listSchema, summary: 'Folders of a project with their document counts' } },
    async (request) => folders.list(request.params.projectId, currentUser(request).userId),
  );
  app.get(
    '/project/:projectId',
    {
      schema: { ...listSchema, summary: 'Same as GET /folders/{projectId} (both paths are used)' },
    },
    async (request) => folders.list(request.params.projectId, currentUser(request).userId),
  );

  app.post(
    '/:projectId',
    {
      schema: {
        tags,
        security,
        summary: 'Create a folder (owner and admin)',
        params: ZFolderProjectParams,
        body: ZCreateFolderRequest,
        response: { 201: ZFolder, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await folders.create(request.params.projectId, currentUser(request).userId, request.body),
        ),
  );

  app.patch(
    '/:projectId/:folderId',
    {
      schema: {
        tags,
        security,
        summary: 'Edit name, description or colour (owner and admin; default names are locked)',
        params: ZFolderParams,
        body: ZUpdateFolderRequest,
        response: { 200: ZFolder, ...errors },
      },
    },
    async (request) =>
      folders.update(
        request.params.projectId,
        request.params.folderId,
        currentUser(request).userId,
        request.body,
      ),
  );

  app.delete(
    '/:projectId/:folderId',
    {
      schema: {
        tags,
        security,
        summary: 'Delete an empty user folder (owner and admin)',
        params: ZFolderParams,
        response: { 200: ZMessageResponse, 409: ZErrorResponse, ...errors },
      },
    },
    async (request) => {
      const { projectId, folderId } = request.params;
      await folders.delete(projectId, folderId, currentUser(request).userId);
      return { message: FOLDER_MESSAGES.deleted };
    },
  );

  app.post(
    '/:projectId/recalculate-counts',
    {
      schema: {
        tags,
        security,
        summary: 'The folders with freshly counted documents',
        params: ZFolderProjectParams,
        response: { 200: ZFolderList, ...errors },
      },
    },
    async (request) =>
      folders.recalculateCounts(request.params.projectId, currentUser(request).userId),
  );

  app.post(
    '/:projectId/create-defaults',
    {
      schema: {
        tags,
        security,
        summary:
          'Create the default folders (Invoices, Receipts, Contracts, Other) that are missing',
        params: ZFolderProjectParams,
        response: { 200: ZFolderList, ...errors },
      },
    },
    async (request) =>
      folders.createDefaults(request.params.projectId, currentUser(request).userId),
  );
};
