import { appendFile } from 'node:fs/promises';
import { z } from 'zod';
import { defineJob } from '../define-job';

/**
 * Test job that records which process ran it and, in a process started with HANG_JOBS=1, never
 * finishes: the worker that holds it is then SIGKILLed. The shortest heartbeat pg-boss allows.
 */
export const hangInWorker = defineJob({
  name: 'hang-in-worker',
  payload: z.object({ file: z.string() }),
  retryLimit: 2,
  retryDelaySeconds: 1,
  retryBackoff: false,
  heartbeatSeconds: 10,
  handler: async ({ file }) => {
    await appendFile(file, `${process.pid}\n`);
    if (process.env.HANG_JOBS === '1') await new Promise(() => {});
  },
});
