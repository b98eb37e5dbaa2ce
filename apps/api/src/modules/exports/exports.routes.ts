import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EXPORT_HEADERS,
  ZExportAccess,
  ZExportAccessQuery,
  ZExportRequest,
} from '@papertray/contract';
import { currentUser } from '../../platform/http/authenticate';
import { memberErrorResponses } from '../../platform/http/error-responses';
import { contentDisposition } from '../attachments/content-disposition';
import type { ExportsService } from './exports.service';

export interface ExportsRoutesOptions {
  exports: ExportsService;
  authenticate: preHandlerAsyncHookHandler;
}

/** The spec's export call (section 7) and what the export screen needs to know beforehand. */
export const exportsRoutes: FastifyPluginAsyncZod<ExportsRoutesOptions> = async (app, opts) => {
  const { exports } = opts;
  const tags = ['exports'];
  const security = [{ bearerAuth: [] }];
  app.addHook('preHandler', opts.authenticate);

  app.get(
    '/access',
    {
      schema: {
        tags,
        security,
        summary: "Whether the project owner's plan includes data export, and which plan does",
        querystring: ZExportAccessQuery,
        response: { 200: ZExportAccess, ...memberErrorResponses },
      },
    },
    async (request) => exports.access(request.query.projectId, currentUser(request).userId),
  );

  app.post(
    '/generate',
    {
      schema: {
        tags,
        security,
        summary:
          'A zip of the period: originals by folder and month, documents.csv, ' +
          'documents-semicolon.csv, documents.json, README.txt (streamed as it is written)',
        body: ZExportRequest,
        response: {
          200: z.any().describe('application/zip'),
          ...memberErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const download = await exports.generate(currentUser(request).userId, request.body);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', contentDisposition('attachment', download.filename))
        .header(EXPORT_HEADERS.documents, String(download.documents))
        .header(EXPORT_HEADERS.fileBytes, String(download.fileBytes))
        .header('cache-control', 'private, no-store')
        .send(download.stream);
    },
  );
};
