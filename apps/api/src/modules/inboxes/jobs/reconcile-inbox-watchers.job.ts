import { z } from 'zod';
import { defineJob } from '../../../platform/queue/define-job';
import type { InboxWatchers } from '../idle/inbox-watchers';

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
