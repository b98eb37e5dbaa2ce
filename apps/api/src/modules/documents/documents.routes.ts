import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DOCUMENT_MESSAGES,
  ZApproveDocumentRequest,
  ZBulkDocumentRequest,
  ZBulkDocumentResponse,
  ZDocument,
  ZDocumentList,
  ZDocumentListQuery,
  ZDocumentViewQuery,
  ZErrorResponse,
  ZIdParams,
  ZMessageResponse,
  ZMoveDocumentRequest,
  ZUpdateDocumentRequest,
  ZUploadDocumentResponse,
} from '@papertray/contract';
import { AppError } from '../../platform/http/app-error';
import { currentUser } from '../../platform/http/authenticate';
import { memberErrorResponses } from '../../platform/http/error-responses';
import { contentDisposition } from '../attachments/content-disposition';
import type { DocumentIntakeService, IntakeResult } from './document-intake.service';
import type { DocumentReviewService } from './document-review.service';
import type { DocumentAccess, DocumentFile, DocumentsService } from './documents.service';
import { MULTIPART_LIMITS, readUploadForm } from './upload-form';

export interface DocumentsRoutesOptions {
  documents: DocumentsService;
  intake: DocumentIntakeService;
  review: DocumentReviewService;
  authenticate: preHandlerAsyncHookHandler;
}

const errors = memberErrorResponses;
const uploadErrors = { ...errors, 413: ZErrorResponse, 415: ZErrorResponse };
const fileResponse = z.any().describe('The file');

function sendFile(reply: FastifyReply, file: DocumentFile, disposition: 'inline' | 'attachment') {
  return (
    reply
      .header('content-type', file.contentType)
      .header('content-length', file.size)
      .header('content-disposition', contentDisposition(disposition, file.filename))
      .header('x-content-type-options', 'nosniff')
      // Only PDFs and raster images are stored; they run nothing and load nothing on our origin.
      .header(
        'content-security-policy',
        "default-src 'none'; img-src 'self' data:; frame-ancestors 'self'",
      )
      .header('cache-control', 'private, no-store')
      .send(file.stream)
  );
}

export const documentsRoutes: FastifyPluginAsyncZod<DocumentsRoutesOptions> = async (app, opts) => {
  const { documents, intake, review } = opts;
  const tags = ['documents'];
  const security = [{ bearerAuth: [] }];
  await app.register(multipart, { limits: MULTIPART_LIMITS });
  // File and thumbnail also open with a view token instead of the bearer (see viewUrl).
  const authenticate = opts.authenticate;
  const authenticateUnlessToken: preHandlerAsyncHookHandler = async function (request, reply) {
    const { token } = request.query as { token?: string };
    if (!token) await authenticate.call(this, request, reply);
  };
  const access = (request: FastifyRequest<{ Querystring: { token?: string } }>): DocumentAccess =>
    request.query.token ? { token: request.query.token } : { userId: currentUser(request).userId };

  const uploaded = async (reply: FastifyReply, result: IntakeResult) =>
    reply.status(result.created ? 201 : 200).send({
      document: await documents.present(result.document),
      created: result.created,
      message: result.created ? DOCUMENT_MESSAGES.uploaded : DOCUMENT_MESSAGES.alreadyUploaded,
    });

  app.post(
    '/upload',
    {
      preHandler: authenticate,
      schema: {
        tags,
        security,
        summary: 'Upload one PDF or image (multipart: file, projectId, source=manual_upload)',
        consumes: ['multipart/form-data'],
        response: { 200: ZUploadDocumentResponse, 201: ZUploadDocumentResponse, ...uploadErrors },
      },
    },
    async (request, reply) => {
      const form = await readUploadForm(request);
      const [file] = form.files;
      if (!file || form.files.length > 1) {
        throw new AppError('bad_request', DOCUMENT_MESSAGES.noFile);
      }
      const source = form.source === 'mobile_scan' ? 'mobile_scan' : 'manual_upload';
      const result = await intake.upload(currentUser(request).userId, {
        projectId: form.projectId,
        file,
        source,
      });
      return uploaded(reply, result);
    },
  );

  app.post(
    '/upload-multiple',
    {
      preHandler: authenticate,
      schema: {
        tags,
        security,
        summary:
          'Upload the pages of a mobile scan (multipart: files scan_{n}.jpg, projectId); one PDF',
        consumes: ['multipart/form-data'],
        response: { 200: ZUploadDocumentResponse, 201: ZUploadDocumentResponse, ...uploadErrors },
      },
    },
    async (request, reply) => {
      const form = await readUploadForm(request);
      const result = await intake.uploadScan(currentUser(request).userId, {
        projectId: form.projectId,
        pages: form.files,
      });
      return uploaded(reply, result);
    },
  );

  app.get(
    '/',
    {
      preHandler: authenticate,
      schema: {
        tags,
        security,
        summary: 'Documents of a project, filtered, searched and paged',
        querystring: ZDocumentListQuery,
        response: { 200: ZDocumentList, ...errors },
      },
    },
    async (request) => documents.list(currentUser(request).userId, request.query),
  );

  app.get(
    '/:id',
    {
      preHandler: authenticate,
      schema: {
        tags,
        security,
        summary: 'One document',
        params: ZIdParams,
        response: { 200: ZDocument, ...errors },
      },
    },
    async (request) => documents.get(request.params.id, currentUser(request).userId),
  );

  app.patch(
    '/:id',
    {
      preHandler: authenticate,
      schema: {
        tags,
        security,
        summary: "Rename, retype or correct extracted fields (corrections become source 'user')",
        params: ZIdParams,
        body: ZUpdateDocumentRequest,
        response: { 200: ZDocument, ...errors },
      },
    },
    async (request) =>
      documents.update(request.params.id, currentUser(request).userId, request.body),
  );

  app.post(
    '/:id/process',
    {
      preHandler: authenticate,
      schema: {
        tags,
        security,
        summary: 'Queue processing (again); fields a user corrected are kept',
        params: ZIdParams,
        response: { 202: ZDocument, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(202)
        .send(await documents.process(request.params.id, currentUser(request).userId)),
  );

  app.get(
    '/:id/download',
    {
      preHandler: authenticate,
      schema: {
        tags,
        security,
        summary: 'The original file as a download, under its original name',
        params: ZIdParams,
        response: { 200: fileResponse, ...errors },
      },
    },
    async (request, reply) =>
      sendFile(
        reply,
        await documents.file(request.params.id, { userId: currentUser(request).userId }),
        'attachment',
      ),
  );

  app.get(
    '/:id/file',
    {
      preHandler: authenticateUnlessToken,
      schema: {
        tags,
        security,
        summary: 'The original file inline, with its type from the magic bytes (bearer or token)',
        params: ZIdParams,
        querystring: ZDocumentViewQuery,
        response: { 200: fileResponse, ...errors },
      },
    },
    async (request, reply) =>
      sendFile(reply, await documents.file(request.params.id, access(request)), 'inline'),
  );

  app.get(
    '/:id/thumbnail',
    {
      preHandler: authenticateUnlessToken,
      schema: {
        tags,
        security,
        summary: 'A small WebP preview of the first page (bearer or token)',
        params: ZIdParams,
        querystring: ZDocumentViewQuery,
        response: { 200: fileResponse, ...errors },
      },
    },
    async (request, reply) =>
      sendFile(reply, await documents.thumbnail(request.params.id, access(request)), 'inline'),
  );

  app.post(
    '/:id/approve',
    {
      preHandler: authenticate,
      schema: {
        tags,
        security,
        summary: 'Approve: file it in folderId, else its suggested folder (teaches suggestions)',
        params: ZIdParams,
        body: ZApproveDocumentRequest.nullish(),
        response: { 200: ZDocument, ...errors },
      },
    },
    async (request) =>
      review.approve(request.params.id, currentUser(request).userId, request.body?.folderId),
  );

  app.post(
    '/:id/trash',
    {
      preHandler: authenticate,
      schema: {
        tags,
        security,
        summary: 'Move to the trash (deleted for good after 14 days)',
        params: ZIdParams,
        response: { 200: ZDocument, ...errors },
      },
    },
    async (request) => review.trash(request.params.id, currentUser(request).userId),
  );

  app.post(
    '/:id/restore',
    {
      preHandler: authenticate,
      schema: {
        tags,
        security,
        summary: 'Back to the paper tray for review',
        params: ZIdParams,
        response: { 200: ZDocument, ...errors },
      },
    },
    async (request) => review.restore(request.params.id, currentUser(request).userId),
  );

  app.post(
    '/:id/move',
    {
      preHandler: authenticate,
      schema: {
        tags,
        security,
        summary: 'File it in another folder of its project (state unchanged)',
        params: ZIdParams,
        body: ZMoveDocumentRequest,
        response: { 200: ZDocument, ...errors },
      },
    },
    async (request) =>
      review.move(request.params.id, currentUser(request).userId, request.body.folderId),
  );

  app.delete(
    '/:id',
    {
      preHandler: authenticate,
      schema: {
        tags,
        security,
        summary: 'Delete for good (only from the trash); its files go when nothing else uses them',
        params: ZIdParams,
        response: { 200: ZMessageResponse, ...errors },
      },
    },
    async (request) => {
      await review.delete(request.params.id, currentUser(request).userId);
      return { message: DOCUMENT_MESSAGES.deleted };
    },
  );

  app.post(
    '/bulk',
    {
      preHandler: authenticate,
      schema: {
        tags,
        security,
        summary: 'Approve, trash, restore or move many documents (all must be yours, else 404)',
        body: ZBulkDocumentRequest,
        response: { 200: ZBulkDocumentResponse, ...errors },
      },
    },
    async (request) => ({ data: await review.bulk(currentUser(request).userId, request.body) }),
  );
};
