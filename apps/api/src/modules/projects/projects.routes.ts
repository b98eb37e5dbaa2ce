import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  ZCreateProjectRequest,
  ZErrorResponse,
  ZIdParams,
  ZMessageResponse,
  ZProject,
  ZProjectList,
  ZProjectStats,
  ZUpdateProjectRequest,
} from '@papertray/contract';
import { currentUser } from '../../platform/http/authenticate';
import { memberErrorResponses } from '../../platform/http/error-responses';
import { presentProject } from './projects.presenter';
import type { ProjectsService } from './projects.service';

export interface ProjectsRoutesOptions {
  projects: ProjectsService;
  authenticate: preHandlerAsyncHookHandler;
}

const errors = memberErrorResponses;

export const projectsRoutes: FastifyPluginAsyncZod<ProjectsRoutesOptions> = async (app, opts) => {
  const { projects } = opts;
  const tags = ['projects'];
  const security = [{ bearerAuth: [] }];
  app.addHook('preHandler', opts.authenticate);

  app.get(
    // '' rather than '/': the path is /api/projects, without a trailing slash in OpenAPI.
    '',
    {
      schema: {
        tags,
        security,
        summary: 'Projects the user is a member of',
        response: { 200: ZProjectList, 401: ZErrorResponse },
      },
    },
    async (request) => (await projects.list(currentUser(request).userId)).map(presentProject),
  );

  app.post(
    '',
    {
      schema: {
        tags,
        security,
        summary: 'Create a project (the creator becomes its owner)',
        body: ZCreateProjectRequest,
        response: { 201: ZProject, ...errors },
      },
    },
    async (request, reply) => {
      const project = await projects.create(currentUser(request).userId, request.body);
      return reply.status(201).send(presentProject(project));
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One project',
        params: ZIdParams,
        response: { 200: ZProject, ...errors },
      },
    },
    async (request) =>
      presentProject(await projects.get(request.params.id, currentUser(request).userId)),
  );

  app.patch(
    '/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Change name, description or tags (owner, admin)',
        params: ZIdParams,
        body: ZUpdateProjectRequest,
        response: { 200: ZProject, ...errors },
      },
    },
    async (request) =>
      presentProject(
        await projects.update(request.params.id, currentUser(request).userId, request.body),
      ),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete the project and everything in it (owner only)',
        params: ZIdParams,
        response: { 200: ZMessageResponse, ...errors },
      },
    },
    async (request) => {
      await projects.remove(request.params.id, currentUser(request).userId);
      return { message: MESSAGES.projectDeleted };
    },
  );

  app.get(
    '/:id/stats',
    {
      schema: {
        tags,
        security,
        summary: 'Dashboard figures of a project',
        params: ZIdParams,
        response: { 200: ZProjectStats, ...errors },
      },
    },
    async (request) => projects.getStats(request.params.id, currentUser(request).userId),
  );
};
