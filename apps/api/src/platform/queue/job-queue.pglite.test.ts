import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe } from 'vitest';
import { createQueue, type JobQueue } from './job-queue';
import {
  createTestLogger,
  describeJobQueueContract,
  TEST_POLLING_SECONDS,
} from './job-queue.contract';

describe('JobQueue on PGlite (in-memory, same process)', () => {
  let pglite: PGlite;
  let queue: JobQueue;
  const logger = createTestLogger();

  beforeAll(async () => {
    pglite = await PGlite.create();
    queue = createQueue({
      pglite,
      logger,
      pollingIntervalSeconds: TEST_POLLING_SECONDS,
      scheduleCheckIntervalSeconds: 1,
    });
    await queue.start();
  }, 60_000);

  afterAll(async () => {
    await queue?.stop();
    await pglite?.close();
  });

  describeJobQueueContract(() => ({ queue, logger }));
});
