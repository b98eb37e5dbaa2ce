import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { JobDefinition, JobPayloadSchema } from '../../platform/queue/define-job';
import type { JobQueue } from '../../platform/queue/job-queue';

/**
 * A burst of mail (a first IMAP sync, a busy SMTP minute) commits many batches; their cues within
 * this many seconds become one job (plus at most one for the next window), not one per batch.
 */
export const DOCUMENTS_CUE_SECONDS = 2;

/**
 * IngestHooks.onDocumentsPending for a process with a queue: queues the job that makes documents
 * of mail marked pending (the documents sweep), debounced. The scheduled sweep stays the safety
 * net for a cue that is lost (a crash between commit and send, a queue error).
 */
export function queueDocumentsOnIngest<S extends JobPayloadSchema>(
  queue: Pick<JobQueue, 'sendDebounced'>,
  job: JobDefinition<S>,
  payload: z.input<S>,
  log: Pick<FastifyBaseLogger, 'warn'>,
): () => void {
  return () => {
    queue.sendDebounced(job, payload, DOCUMENTS_CUE_SECONDS).catch((error: unknown) => {
      log.warn({ err: error, job: job.name }, 'Could not queue documents of new mail');
    });
  };
}
