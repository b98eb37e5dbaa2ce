/**
 * A separate worker process for the PostgreSQL test, as a deployment with ROLES=worker runs:
 * `node --import tsx worker-process.ts` with DATABASE_URL set. Prints `ready` once it polls and
 * stops cleanly on SIGTERM.
 */
import { createQueue } from '../job-queue';
import { hangInWorker } from './hang-in-worker.job';
import { recordWorkerPid } from './record-worker-pid.job';

const connectionString = process.env.DATABASE_URL;
if (!connectionString) throw new Error('DATABASE_URL is required');

const queue = createQueue({
  connectionString,
  logger: {
    error: (details: object, message?: string) => console.error(message, details),
    warn: (details: object, message?: string) => console.error(message, details),
  },
  pollingIntervalSeconds: 0.5,
  runSchedules: false,
});
await queue.start();
await queue.work(recordWorkerPid);
await queue.work(hangInWorker);
process.stdout.write('ready\n');

process.once('SIGTERM', () => {
  void queue.stop().then(() => process.exit(0));
});
