import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse, ZUpdateProfileRequest, ZUserProfile } from '@papertray/contract';
import { currentUser } from '../../platform/http/authenticate';
import type { preHandlerAsyncHookHandler } from 'fastify';
import { presentProfile } from './users.presenter';
import type { UsersService } from './users.service';

export interface UsersRoutesOptions {
  users: UsersService;
  authenticate: preHandlerAsyncHookHandler;
}

export const usersRoutes: FastifyPluginAsyncZod<UsersRoutesOptions> = async (app, opts) => {
  const tags = ['users'];
  const security = [{ bearerAuth: [] }];
  app.addHook('preHandler', opts.authenticate);

  app.get(
    '/profile',
    {
      schema: {
        tags,
        security,
        summary: "The signed-in user's profile",
        response: { 200: ZUserProfile, 401: ZErrorResponse },
      },
    },
    async (request) => presentProfile(await opts.users.getProfile(currentUser(request).userId)),
  );

  app.patch(
    '/profile',
    {
      schema: {
        tags,
        security,
        summary: 'Change name or password',
        body: ZUpdateProfileRequest,
        response: { 200: ZUserProfile, 400: ZErrorResponse, 401: ZErrorResponse },
      },
    },
    async (request) => {
      const { userId, sessionId } = currentUser(request);
      return presentProfile(await opts.users.updateProfile(userId, sessionId, request.body));
    },
  );
};
