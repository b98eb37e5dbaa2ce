import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from '../../platform/queue/job-queue';
import { InboxWatchers } from './idle/inbox-watchers';
import { createInboxSyncJob } from './jobs/inbox-sync.job';
import { createReconcileWatchersJob } from './jobs/reconcile-inbox-watchers.job';
import { createSyncDueInboxesJob } from './jobs/sync-due-inboxes.job';
import type { MailServices } from './mail-services';

/** New mail reported by IDLE is synced after this many seconds (a burst makes one sync). */
const IDLE_CUE_SECONDS = 2;

export interface MailWorkers {
  /** Null unless this process runs the scheduler with IMAP IDLE on. */
  watchers: InboxWatchers | null;
  stop(): Promise<void>;
}

/**
 * Starts the mail side's background work by process role: `worker` runs inbox syncs,
 * `scheduler` fans out a sync of every due inbox every few minutes and (unless `idle` is off)
 * holds an IMAP IDLE connection per inbox that cues a sync as soon as mail arrives; inbox changes
 * reach its watchers through a `reconcile-inbox-watchers` job within seconds, and a periodic pass
 * catches the rest. Run one scheduler process: each one holds its own IDLE connections.
 */
export async function startMailWorkers(options: {
  queue: JobQueue;
  mail: MailServices;
  roles: readonly string[];
  intervalMinutes: number;
  idle: { enabled: boolean; maxConnections: number };
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>;
}): Promise<MailWorkers> {
  const { queue, mail, roles, log } = options;
  const syncJob = createInboxSyncJob(mail.sync);
  const fanOut = createSyncDueInboxesJob(mail.inboxesRepo, queue, syncJob);
  if (roles.includes('worker')) {
    await queue.work(syncJob);
    await queue.work(fanOut);
  }
  let watchers: InboxWatchers | null = null;
  if (roles.includes('scheduler')) {
    await queue.schedule(fanOut, `*/${options.intervalMinutes} * * * *`, {});
    if (options.idle.enabled) {
      watchers = new InboxWatchers({
        repo: mail.inboxesRepo,
        cipher: mail.cipher,
        log,
        settings: { maxConnections: options.idle.maxConnections },
        onNewMail: (inboxId) => {
          queue
            .sendDebounced(syncJob, { inboxId, retryWhenBusy: true }, IDLE_CUE_SECONDS, inboxId)
            .catch((error: unknown) =>
              log.warn({ err: error, inboxId }, 'Could not queue the sync of new mail'),
            );
        },
      });
      await watchers.start();
      // Inbox changes made by any process reach the watchers within seconds (app.ts cues them).
      await queue.work(createReconcileWatchersJob(watchers));
    }
  }
  return {
    watchers,
    async stop() {
      await watchers?.stop();
    },
  };
}
