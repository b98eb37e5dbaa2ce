import { z } from 'zod';
import { defineJob } from '../../../platform/queue/define-job';
import type { JobQueue } from '../../../platform/queue/job-queue';
import type { InboxesRepository } from '../inboxes.repository';
import type { InboxSyncJob } from './inbox-sync.job';

/** Scheduled: one inbox-sync job per active inbox whose back-off has passed. */
export function createSyncDueInboxesJob(
  repo: InboxesRepository,
  queue: Pick<JobQueue, 'send'>,
  syncJob: InboxSyncJob,
) {
  return defineJob({
    name: 'sync-due-inboxes',
    payload: z.object({}),
    retryLimit: 0,
    expireInSeconds: 5 * 60,
    handler: async () => {
      for (const inboxId of await repo.listDueForSync()) await queue.send(syncJob, { inboxId });
    },
  });
}
