import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZErrorResponse,
  ZIdParams,
  ZLearnedFieldList,
  ZLearnedFieldParams,
  ZMessageResponse,
} from '@papertray/contract';
import { currentUser } from '../../platform/http/authenticate';
import type { LearnedFieldsService } from './learned-fields.service';

export interface LearnedFieldsRoutesOptions {
  learnedFields: LearnedFieldsService;
  authenticate: preHandlerAsyncHookHandler;
}

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 404: ZErrorResponse };

/** A contact's learned fields (under /api/contacts): visible, and forgettable one by one. */
export const learnedFieldsRoutes: FastifyPluginAsyncZod<LearnedFieldsRoutesOptions> = async (
  app,
  opts,
) => {
  const { learnedFields } = opts;
  const tags = ['contacts'];
  const security = [{ bearerAuth: [] }];
  app.addHook('preHandler', opts.authenticate);

  app.get(
    '/:id/learned-fields',
    {
      schema: {
        tags,
        security,
        summary: "Where this contact prints its fields, learned from the project's corrections",
        params: ZIdParams,
        response: { 200: ZLearnedFieldList, ...errors },
      },
    },
    async (request) => learnedFields.list(request.params.id, currentUser(request).userId),
  );

  app.delete(
    '/:id/learned-fields/:learnedFieldId',
    {
      schema: {
        tags,
        security,
        summary: 'Forget a learned field: the next documents are read without it',
        params: ZLearnedFieldParams,
        response: { 200: ZMessageResponse, ...errors },
      },
    },
    async (request) =>
      learnedFields.forget(
        request.params.id,
        request.params.learnedFieldId,
        currentUser(request).userId,
      ),
  );
};
