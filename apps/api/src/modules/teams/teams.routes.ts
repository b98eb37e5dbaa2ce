import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  TEAM_MESSAGES,
  ZAcceptInvitationResponse,
  ZAcceptWithSignupRequest,
  ZAcceptWithSignupResponse,
  ZErrorResponse,
  ZIdParams,
  ZInvitation,
  ZInvitationParams,
  ZInviteMemberRequest,
  ZMember,
  ZMemberList,
  ZMemberParams,
  ZMessageResponse,
  ZProjectInvitation,
  ZProjectInvitationList,
  ZProjectInvitationParams,
  ZTransferOwnershipRequest,
  ZUpdateMemberRequest,
} from '@papertray/contract';
import { currentUser } from '../../platform/http/authenticate';
import { memberErrorResponses } from '../../platform/http/error-responses';
import {
  presentInvitation,
  presentMember,
  presentMemberList,
  presentProjectInvitation,
} from './teams.presenter';
import type { TeamsService } from './teams.service';

export interface TeamsRoutesOptions {
  teams: TeamsService;
  authenticate: preHandlerAsyncHookHandler;
  rateLimitPerMinute: number;
}

const errors = { ...memberErrorResponses, 409: ZErrorResponse };
const answerErrors = { ...errors, 410: ZErrorResponse, 429: ZErrorResponse };

/** The spec's four team calls under /api/teams: the invitee's side of an invitation. */
export const invitationRoutes: FastifyPluginAsyncZod<TeamsRoutesOptions> = async (app, opts) => {
  const { teams } = opts;
  const tags = ['teams'];
  const rateLimit = { rateLimit: { max: opts.rateLimitPerMinute, timeWindow: '1 minute' } };

  app.get(
    '/invitations/:id',
    {
      schema: {
        tags,
        summary: 'An invitation, for the invitation page (public: the id is the secret link)',
        params: ZInvitationParams,
        response: { 200: ZInvitation, 400: ZErrorResponse, 404: ZErrorResponse },
      },
    },
    async (request) => presentInvitation(await teams.getInvitation(request.params.id), teams.now()),
  );

  app.post(
    '/invitations/:id/accept',
    {
      preHandler: opts.authenticate,
      schema: {
        tags,
        security: [{ bearerAuth: [] }],
        summary: "Join the project as the signed-in user (the invitation's email must match)",
        params: ZInvitationParams,
        response: { 200: ZAcceptInvitationResponse, ...answerErrors },
      },
    },
    async (request) => {
      const joined = await teams.accept(request.params.id, currentUser(request).userId);
      return { message: `You joined the project as ${joined.role}`, ...joined };
    },
  );

  app.post(
    '/invitations/:id/accept-with-signup',
    {
      config: rateLimit,
      schema: {
        tags,
        summary:
          'Create the account (or sign in to the existing one with existingPassword) and join',
        params: ZInvitationParams,
        body: ZAcceptWithSignupRequest,
        response: { 200: ZAcceptWithSignupResponse, ...answerErrors },
      },
    },
    async (request) => teams.acceptWithSignup(request.params.id, request.body),
  );

  app.post(
    '/invitations/:id/reject',
    {
      config: rateLimit,
      schema: {
        tags,
        summary: 'Decline the invitation',
        params: ZInvitationParams,
        response: { 200: ZMessageResponse, ...answerErrors },
      },
    },
    async (request) => {
      await teams.reject(request.params.id);
      return { message: TEAM_MESSAGES.invitationDeclined };
    },
  );
};

/** Members and invitations of one project (decisions.md, "Calls the spec leaves out"). */
export const projectTeamRoutes: FastifyPluginAsyncZod<TeamsRoutesOptions> = async (app, opts) => {
  const { teams } = opts;
  const tags = ['teams'];
  const security = [{ bearerAuth: [] }];
  app.addHook('preHandler', opts.authenticate);

  app.get(
    '/:id/members',
    {
      schema: {
        tags,
        security,
        summary: "The project's team with roles, and the plan's member seats",
        params: ZIdParams,
        response: { 200: ZMemberList, ...errors },
      },
    },
    async (request) =>
      presentMemberList(await teams.listMembers(request.params.id, currentUser(request).userId)),
  );

  app.patch(
    '/:id/members/:userId',
    {
      schema: {
        tags,
        security,
        summary: "Change a member's role to admin or accountant (owner, admin)",
        params: ZMemberParams,
        body: ZUpdateMemberRequest,
        response: { 200: ZMember, ...errors },
      },
    },
    async (request) =>
      presentMember(
        await teams.changeRole(
          request.params.id,
          currentUser(request).userId,
          request.params.userId,
          request.body.role,
        ),
      ),
  );

  app.delete(
    '/:id/members/:userId',
    {
      schema: {
        tags,
        security,
        summary: 'Remove a member (owner, admin); your own id leaves the project',
        params: ZMemberParams,
        response: { 200: ZMessageResponse, ...errors },
      },
    },
    async (request) => {
      const userId = currentUser(request).userId;
      await teams.removeMember(request.params.id, userId, request.params.userId);
      return {
        message:
          request.params.userId === userId
            ? TEAM_MESSAGES.leftProject
            : TEAM_MESSAGES.memberRemoved,
      };
    },
  );

  app.post(
    '/:id/leave',
    {
      schema: {
        tags,
        security,
        summary: 'Leave the project (any member but the owner)',
        params: ZIdParams,
        response: { 200: ZMessageResponse, ...errors },
      },
    },
    async (request) => {
      await teams.leave(request.params.id, currentUser(request).userId);
      return { message: TEAM_MESSAGES.leftProject };
    },
  );

  app.post(
    '/:id/transfer-ownership',
    {
      schema: {
        tags,
        security,
        summary: 'Make a member the owner; the former owner becomes admin (owner only)',
        params: ZIdParams,
        body: ZTransferOwnershipRequest,
        response: { 200: ZMemberList, ...errors },
      },
    },
    async (request) =>
      presentMemberList(
        await teams.transferOwnership(
          request.params.id,
          currentUser(request).userId,
          request.body.userId,
        ),
      ),
  );

  app.get(
    '/:id/invitations',
    {
      schema: {
        tags,
        security,
        summary: 'Pending and expired invitations with their mail delivery (owner, admin)',
        params: ZIdParams,
        response: { 200: ZProjectInvitationList, ...errors },
      },
    },
    async (request) => {
      const rows = await teams.listInvitations(request.params.id, currentUser(request).userId);
      const now = teams.now();
      return rows.map((row) => presentProjectInvitation(row, now));
    },
  );

  app.post(
    '/:id/invitations',
    {
      schema: {
        tags,
        security,
        summary: 'Invite someone by email as admin or accountant (owner, admin)',
        params: ZIdParams,
        body: ZInviteMemberRequest,
        response: { 201: ZProjectInvitation, ...errors },
      },
    },
    async (request, reply) => {
      const view = await teams.invite(request.params.id, currentUser(request).userId, request.body);
      return reply.status(201).send(presentProjectInvitation(view, teams.now()));
    },
  );

  app.post(
    '/:id/invitations/:inviteId/resend',
    {
      schema: {
        tags,
        security,
        summary: 'Send the invitation again with a new 7-day expiry (owner, admin)',
        params: ZProjectInvitationParams,
        response: { 200: ZProjectInvitation, ...errors },
      },
    },
    async (request) =>
      presentProjectInvitation(
        await teams.resend(request.params.id, currentUser(request).userId, request.params.inviteId),
        teams.now(),
      ),
  );

  app.delete(
    '/:id/invitations/:inviteId',
    {
      schema: {
        tags,
        security,
        summary: 'Revoke an invitation; its link stops working (owner, admin)',
        params: ZProjectInvitationParams,
        response: { 200: ZMessageResponse, ...errors },
      },
    },
    async (request) => {
      await teams.revoke(request.params.id, currentUser(request).userId, request.params.inviteId);
      return { message: TEAM_MESSAGES.invitationRevoked };
    },
  );
};
