import type { JobQueue } from '../../platform/queue/job-queue';
import { createInboxSyncJob } from './jobs/inbox-sync.job';
import { createSyncDueInboxesJob } from './jobs/sync-due-inboxes.job';
import type { MailServices } from './mail-services';

/**
 * Starts the mail side's background work by process role: `worker` runs inbox syncs,
 * `scheduler` fans out a sync of every due inbox every few minutes.
 */
export async function startMailWorkers(options: {
  queue: JobQueue;
  mail: MailServices;
  roles: readonly string[];
  intervalMinutes: number;
}): Promise<void> {
  const { queue, mail, roles } = options;
  const syncJob = createInboxSyncJob(mail.sync);
  const fanOut = createSyncDueInboxesJob(mail.inboxesRepo, queue, syncJob);
  if (roles.includes('worker')) {
    await queue.work(syncJob);
    await queue.work(fanOut);
  }
  if (roles.includes('scheduler')) {
    await queue.schedule(fanOut, `*/${options.intervalMinutes} * * * *`, {});
  }
}
