import { z } from 'zod';
import { defineJob } from '../../../platform/queue/define-job';
import type { DocumentReviewService } from '../document-review.service';

/** Daily at 03:15 UTC, when little else runs. */
export const DOCUMENTS_PURGE_TRASH_CRON = '15 3 * * *';

/**
 * documents-purge-trash: deletes documents that have been in the trash for more than 14 days,
 * rows first, then the files nothing refers to any more. A run that stops halfway leaves the rest
 * for the next one, and running it twice deletes nothing twice.
 */
export function documentsPurgeTrashJob(review: DocumentReviewService) {
  return defineJob({
    name: 'documents-purge-trash',
    payload: z.object({}),
    retryLimit: 2,
    retryDelaySeconds: 300,
    expireInSeconds: 30 * 60,
    handler: async () => {
      await review.purgeTrash();
    },
  });
}
