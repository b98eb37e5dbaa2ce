import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES, type TErrorResponse } from '@papertray/contract';
import { isDatabaseUnavailable } from '../db/database-unavailable';
import { StorageFullError, StorageUnavailableError } from '../storage/file-storage';
import { AppError } from './app-error';

function validationBody(error: {
  validation: { instancePath: string; message?: string }[];
  validationContext?: string;
}): TErrorResponse {
  const issues = error.validation.map((v) => ({
    path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
    message: v.message ?? 'Invalid value',
  }));
  return {
    message: issues[0]?.message ?? 'Invalid request',
    code: 'validation_failed',
    issues,
  };
}

/**
 * The single place where errors become HTTP responses. Every body is `{message, code?}`, so the
 * client can always show `message`; unexpected errors are logged and answered with a generic 500.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send({ message: error.message, code: error.code });
    }
    if (error instanceof StorageUnavailableError) {
      request.log.warn({ err: error }, 'File store unavailable');
      return reply.status(503).send({ message: error.message, code: 'storage_unavailable' });
    }
    if (error instanceof StorageFullError) {
      // 507 Insufficient Storage (RFC 4918): not the client's fault, and not a crash (decision 072).
      request.log.error({ err: error }, 'File store full');
      return reply.status(507).send({ message: error.message, code: 'storage_full' });
    }
    if (isDatabaseUnavailable(error)) {
      // A stalled, overloaded or restarting database: the client may try again (decision 073).
      request.log.warn({ err: error }, 'Database unavailable');
      return reply
        .status(503)
        .send({ message: MESSAGES.databaseUnavailable, code: 'database_unavailable' });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send(validationBody(error));
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if (status === 429) {
      return reply
        .status(429)
        .send({ message: MESSAGES.tooManyRequests, code: 'too_many_requests' });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, unsupported media type ...).
      return reply.status(status).send({ message: error.message, code: 'bad_request' });
    }
    request.log.error({ err: error }, 'Unhandled error');
    return reply.status(500).send({ message: 'Internal server error', code: 'internal' });
  });
}
