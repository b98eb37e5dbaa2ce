import { z } from 'zod';
import { defineJob } from '../../../platform/queue/define-job';
import type { DocumentProcessingService } from '../document-processing.service';

export const ZProcessDocumentPayload = z.object({
  documentId: z.uuid(),
  /** The processing run this job belongs to; a newer run makes the job a no-op. */
  runId: z.uuid(),
});

const RETRY_LIMIT = 2;

/**
 * document-process: extraction, contact, folder suggestion and thumbnail for one document.
 * Problems of the file itself (encrypted, damaged, not a document) fail at once with a clear
 * message; other errors are retried twice with backoff, then the document shows failed.
 */
export function processDocumentJob(processing: DocumentProcessingService) {
  return defineJob({
    name: 'document-process',
    payload: ZProcessDocumentPayload,
    retryLimit: RETRY_LIMIT,
    retryDelaySeconds: 30,
    retryBackoff: true,
    expireInSeconds: 10 * 60,
    handler: async ({ documentId, runId }, { attempt }) =>
      processing.process({ documentId, runId, attempt, isLast: attempt > RETRY_LIMIT }),
  });
}

export type ProcessDocumentJob = ReturnType<typeof processDocumentJob>;
