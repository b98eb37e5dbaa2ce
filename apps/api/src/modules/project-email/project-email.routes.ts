import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PROJECT_EMAIL_MESSAGES,
  ZCreateProjectEmailRequest,
  ZDeactivateProjectEmailResponse,
  ZErrorResponse,
  ZIdParams,
  ZProjectEmail,
} from '@papertray/contract';
import { currentUser } from '../../platform/http/authenticate';
import { memberErrorResponses } from '../../platform/http/error-responses';
import { presentProjectEmail } from './project-email.presenter';
import type { ProjectEmailService } from './project-email.service';

export interface ProjectEmailRoutesOptions {
  projectEmail: ProjectEmailService;
  authenticate: preHandlerAsyncHookHandler;
}

const errors = memberErrorResponses;

/** /api/projects/{id}/email: the project's receiving address. */
export const projectEmailRoutes: FastifyPluginAsyncZod<ProjectEmailRoutesOptions> = async (
  app,
  opts,
) => {
  const { projectEmail } = opts;
  const tags = ['projects'];
  const security = [{ bearerAuth: [] }];
  app.addHook('preHandler', opts.authenticate);

  app.get(
    '/:id/email',
    {
      schema: {
        tags,
        security,
        summary: 'The project receiving address and its statistics (created on first read)',
        params: ZIdParams,
        response: { 200: ZProjectEmail, ...errors },
      },
    },
    async (request) =>
      presentProjectEmail(await projectEmail.get(request.params.id, currentUser(request).userId)),
  );

  app.post(
    '/:id/email',
    {
      schema: {
        tags,
        security,
        summary: 'Create the receiving address when none is active (owner, admin)',
        params: ZIdParams,
        body: ZCreateProjectEmailRequest,
        response: { 201: ZProjectEmail, 409: ZErrorResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const view = await projectEmail.create(id, currentUser(request).userId, request.body.name);
      return reply.status(201).send(presentProjectEmail(view));
    },
  );

  app.post(
    '/:id/email/regenerate',
    {
      schema: {
        tags,
        security,
        summary: 'Issue a new address; the old one refuses mail from now on (owner, admin)',
        params: ZIdParams,
        response: { 200: ZProjectEmail, 409: ZErrorResponse, ...errors },
      },
    },
    async (request) =>
      presentProjectEmail(
        await projectEmail.regenerate(request.params.id, currentUser(request).userId),
      ),
  );

  app.delete(
    '/:id/email',
    {
      schema: {
        tags,
        security,
        summary: 'Deactivate the address: mail to it is refused (owner, admin)',
        params: ZIdParams,
        response: { 200: ZDeactivateProjectEmailResponse, ...errors },
      },
    },
    async (request) => {
      const view = await projectEmail.deactivate(request.params.id, currentUser(request).userId);
      return { message: PROJECT_EMAIL_MESSAGES.deactivated, email: presentProjectEmail(view) };
    },
  );
};
