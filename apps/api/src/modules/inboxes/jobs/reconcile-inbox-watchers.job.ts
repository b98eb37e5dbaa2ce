import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { defineJob } from '../../../platform/queue/define-job';
import type { JobQueue } from '../../../platform/queue/job-queue';
import type { InboxWatchers } from '../idle/inbox-watchers';

/** Inbox changes within this window make one reconcile of the IDLE watchers. */
const CUE_SECONDS = 1;

/**
 * Brings the scheduler's IMAP IDLE watchers in line with the inboxes now rather than at their
 * periodic pass: sent (debounced) by whichever process changed an inbox, worked only by the
 * scheduler process, which holds the watchers. The processes that only send it pass null.
 */
export function createReconcileWatchersJob(watchers: Pick<InboxWatchers, 'reconcile'> | null) {
  return defineJob({
    name: 'reconcile-inbox-watchers',
    payload: z.object({}),
    retryLimit: 1,
    retryDelaySeconds: 5,
    retryBackoff: false,
    expireInSeconds: 5 * 60,
    handler: async () => {
      if (!watchers) throw new Error('This process holds no IMAP IDLE watchers');
      await watchers.reconcile();
    },
  });
}

/**
 * Tells the scheduler's watchers that inboxes changed (created, paused, recovered ...): a
 * debounced job, so any process can send it and a burst makes one reconcile. Never rejects: a
 * lost cue only delays the change to the watchers' periodic pass. Undefined without a queue or
 * with IDLE off, when nobody listens.
 */
export function watchersCue(
  queue: Pick<JobQueue, 'sendDebounced'> | undefined,
  idleEnabled: boolean,
  log: Pick<FastifyBaseLogger, 'warn'>,
): (() => Promise<void>) | undefined {
  if (!queue || !idleEnabled) return undefined;
  const job = createReconcileWatchersJob(null);
  return () =>
    queue
      .sendDebounced(job, {}, CUE_SECONDS)
      .catch((error: unknown) =>
        log.warn({ err: error }, 'Could not tell the IMAP IDLE watchers about an inbox change'),
      );
}
