import { z } from 'zod';
import { defineJob } from '../../../platform/queue/define-job';
import type { InboxSyncService } from '../sync/inbox-sync.service';

export const INBOX_SYNC_JOB = 'inbox-sync';

/** Thrown so the queue retries a cued sync that found another sync of the inbox running. */
export class InboxSyncBusyError extends Error {
  constructor(inboxId: string) {
    super(`Inbox ${inboxId} is being synced; trying again shortly`);
  }
}

/**
 * Syncs one inbox. Safe to run twice: the lease lets one run at a time (a second one returns at
 * once) and ingestion is idempotent. Connection failures are recorded on the inbox and retried
 * by the schedule with back-off, so the job itself does not retry them. A sync cued by new mail
 * (`retryWhenBusy`, from IMAP IDLE) that meets a running sync is retried: the running one may
 * have searched the folder before that mail arrived.
 */
export function createInboxSyncJob(sync: InboxSyncService) {
  return defineJob({
    name: INBOX_SYNC_JOB,
    payload: z.object({ inboxId: z.uuid(), retryWhenBusy: z.boolean().optional() }),
    retryLimit: 2,
    retryDelaySeconds: 30,
    expireInSeconds: 60 * 60,
    handler: async ({ inboxId, retryWhenBusy }) => {
      const outcome = await sync.sync(inboxId);
      if (outcome.status === 'busy' && retryWhenBusy) throw new InboxSyncBusyError(inboxId);
    },
  });
}

export type InboxSyncJob = ReturnType<typeof createInboxSyncJob>;
