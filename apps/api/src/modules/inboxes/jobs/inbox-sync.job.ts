import { z } from 'zod';
import { defineJob } from '../../../platform/queue/define-job';
import type { InboxSyncService } from '../sync/inbox-sync.service';

export const INBOX_SYNC_JOB = 'inbox-sync';

/**
 * Syncs one inbox. Safe to run twice: the lease lets one run at a time (a second one returns at
 * once) and ingestion is idempotent. Connection failures are recorded on the inbox and retried
 * by the schedule with back-off, so the job itself does not retry them.
 */
export function createInboxSyncJob(sync: InboxSyncService) {
  return defineJob({
    name: INBOX_SYNC_JOB,
    payload: z.object({ inboxId: z.uuid() }),
    retryLimit: 2,
    retryDelaySeconds: 30,
    expireInSeconds: 60 * 60,
    handler: async ({ inboxId }) => {
      await sync.sync(inboxId);
    },
  });
}

export type InboxSyncJob = ReturnType<typeof createInboxSyncJob>;
