import { z } from 'zod';
import { defineJob } from '../../../platform/queue/define-job';
import type { DocumentIntakeService } from '../document-intake.service';

/** Every minute, and whenever mail ingestion has marked mail for documents. */
export const DOCUMENTS_SWEEP_CRON = '* * * * *';

/**
 * documents-sweep: makes documents of mail that ingestion marked (document_status 'pending'),
 * re-sends processing jobs that were never sent (a crash between commit and send) and fails runs
 * whose worker died for good. Each step only picks up what is left, so running it twice does
 * nothing twice.
 */
export function documentsSweepJob(intake: DocumentIntakeService) {
  return defineJob({
    name: 'documents-sweep',
    payload: z.object({}),
    retryLimit: 1,
    retryDelaySeconds: 30,
    expireInSeconds: 5 * 60,
    handler: async () => {
      await intake.createFromPendingMail();
      await intake.resendStale();
      await intake.failStuckProcessing();
    },
  });
}
