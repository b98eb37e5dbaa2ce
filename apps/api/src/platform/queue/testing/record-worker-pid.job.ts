import { appendFile } from 'node:fs/promises';
import { z } from 'zod';
import { defineJob } from '../define-job';

/** Test job that leaves proof of which process ran it. */
export const recordWorkerPid = defineJob({
  name: 'record-worker-pid',
  payload: z.object({ file: z.string() }),
  handler: async ({ file }) => {
    await appendFile(file, `${process.pid}\n`);
  },
});
