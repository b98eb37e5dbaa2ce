import type { FastifyBaseLogger } from 'fastify';
import { fromPglite, PgBoss, type JobWithMetadata, type PGliteLike } from 'pg-boss';
import { z } from 'zod';
import type { JobDefinition, JobPayloadSchema } from './define-job';

export type JobStateName = JobWithMetadata['state'];

/** What callers (and the UI, through them) may know about one job. */
export interface JobState {
  id: string;
  name: string;
  /** created, retry (waiting for its next attempt), active, completed, cancelled or failed. */
  state: JobStateName;
  /** Runs started so far. */
  attempts: number;
  /** The last failure's message while retrying or once failed; null otherwise. */
  error: string | null;
  createdOn: Date;
  completedOn: Date | null;
}

export interface SendJobOptions {
  /** A UUID chosen by the caller: sending the same id twice queues the job once. */
  id?: string;
}

export interface JobQueue {
  start(): Promise<void>;
  /** Lets running handlers finish (up to 30 s), then stops polling. */
  stop(): Promise<void>;
  /** Validates the payload (throws InvalidJobPayloadError) and queues the job; returns its id. */
  send<S extends JobPayloadSchema>(
    job: JobDefinition<S>,
    payload: z.input<S>,
    options?: SendJobOptions,
  ): Promise<string>;
  /**
   * Queues the job at most once per window of `seconds`: a send while the window's job exists
   * queues one for the next window, further sends until then add nothing. For cues ("there is
   * work now") that a burst of events raises many times over. With a `key`, each key has its
   * own windows (e.g. one per inbox).
   */
  sendDebounced<S extends JobPayloadSchema>(
    job: JobDefinition<S>,
    payload: z.input<S>,
    seconds: number,
    key?: string,
  ): Promise<void>;
  /** Runs the job's handler in this process, one job at a time. */
  work(job: JobDefinition): Promise<void>;
  /** Sends the job on a cron schedule (UTC); scheduling a job again replaces its schedule. */
  schedule<S extends JobPayloadSchema>(
    job: JobDefinition<S>,
    cron: string,
    payload: z.input<S>,
  ): Promise<void>;
  getJobState(job: JobDefinition, id: string): Promise<JobState | null>;
  /** Queues a failed job again (operator's retry); false when no failed job has that id. */
  retry(name: string, id: string): Promise<boolean>;
  /** Throws when the queue's tables cannot be read (for `/api/ready`). */
  check(): Promise<void>;
}

export type QueueConnection =
  /** Embedded: the app's own PGlite instance; the caller opens and closes it. */
  | { pglite: PGliteLike }
  /** PostgreSQL: pg-boss keeps its own small pool. */
  | { connectionString: string };

export type QueueOptions = QueueConnection & {
  logger: Pick<FastifyBaseLogger, 'error' | 'warn'>;
  /** How often an idle worker looks for jobs; pg-boss's floor is 0.5. */
  pollingIntervalSeconds?: number;
  /** Whether this process turns schedules into jobs (the scheduler role). */
  runSchedules?: boolean;
  /** How often schedules are checked; cron resolution stays one minute. */
  scheduleCheckIntervalSeconds?: number;
  /**
   * How often pg-boss's supervisor looks for jobs whose heartbeat stopped (and expired ones);
   * SUPERVISE_INTERVAL_SECONDS by default.
   */
  superviseIntervalSeconds?: number;
};

/** With the default heartbeat, a dead worker's job is retried 30–60 s after it died. */
const SUPERVISE_INTERVAL_SECONDS = 30;

export class InvalidJobPayloadError extends Error {
  override readonly name = 'InvalidJobPayloadError';
  constructor(jobName: string, error: z.ZodError) {
    super(`Invalid payload for job ${jobName}: ${z.prettifyError(error)}`);
  }
}

const STOP_TIMEOUT_MS = 30_000;

function parsePayload<S extends JobPayloadSchema>(job: JobDefinition<S>, payload: unknown) {
  const parsed = job.payload.safeParse(payload);
  if (!parsed.success) throw new InvalidJobPayloadError(job.name, parsed.error);
  return parsed.data;
}

function errorMessageOf(output: unknown): string | null {
  if (typeof output !== 'object' || output === null || !('message' in output)) return null;
  return typeof output.message === 'string' ? output.message : null;
}

function toJobState(job: JobWithMetadata): JobState {
  const failing = job.state === 'failed' || job.state === 'retry';
  return {
    id: job.id,
    name: job.name,
    state: job.state,
    attempts: job.startedOn ? job.retryCount + 1 : 0,
    error: failing ? errorMessageOf(job.output) : null,
    createdOn: job.createdOn,
    completedOn: job.completedOn,
  };
}

/**
 * Jobs on pg-boss, in the app's database: PGlite when embedded, PostgreSQL at scale. Any process
 * can send; a process with the worker role calls `work` for each job it runs.
 */
export function createQueue(options: QueueOptions): JobQueue {
  const { logger, pollingIntervalSeconds = 2, runSchedules = true } = options;
  const scheduleCheck = options.scheduleCheckIntervalSeconds;
  const supervise = options.superviseIntervalSeconds ?? SUPERVISE_INTERVAL_SECONDS;
  const boss = new PgBoss({
    ...('pglite' in options
      ? { db: fromPglite(options.pglite), backend: 'pglite' as const }
      : { connectionString: options.connectionString, application_name: 'papertray-queue' }),
    schedule: runSchedules,
    // Heartbeats are checked in the monitor pass, which runs at most every monitor interval.
    superviseIntervalSeconds: supervise,
    monitorIntervalSeconds: supervise,
    ...(scheduleCheck
      ? { cronMonitorIntervalSeconds: scheduleCheck, cronWorkerIntervalSeconds: scheduleCheck }
      : {}),
  });
  // Unhandled, an 'error' event would crash the process; pg-boss recovers from these itself.
  boss.on('error', (error: Error) => logger.error({ err: error }, 'Job queue error'));
  boss.on('warning', (warning: { message: string; data: object }) =>
    logger.warn({ details: warning.data }, warning.message),
  );

  const readyQueues = new Map<string, Promise<void>>();

  /** Queue settings follow the job definition, also when a deploy changes them. */
  function ensureQueue(job: JobDefinition): Promise<void> {
    let ready = readyQueues.get(job.name);
    if (!ready) {
      const settings = {
        retryLimit: job.retryLimit,
        retryDelay: job.retryDelaySeconds,
        retryBackoff: job.retryBackoff,
        expireInSeconds: job.expireInSeconds,
        heartbeatSeconds: job.heartbeatSeconds,
      };
      // pg-boss accepts a delay cap only with backoff; null clears one an earlier release set.
      const retryDelayMax = job.retryBackoff ? job.retryDelayMaxSeconds : null;
      ready = (async () => {
        await boss.createQueue(job.name, {
          ...settings,
          ...(retryDelayMax ? { retryDelayMax } : {}),
        });
        await boss.updateQueue(job.name, { ...settings, retryDelayMax });
      })();
      ready.catch(() => readyQueues.delete(job.name));
      readyQueues.set(job.name, ready);
    }
    return ready;
  }

  return {
    async start() {
      await boss.start();
    },

    async stop() {
      await boss.stop({ graceful: true, timeout: STOP_TIMEOUT_MS });
    },

    async send(job, payload, sendOptions = {}) {
      const data = parsePayload(job, payload);
      await ensureQueue(job);
      const id = await boss.send(job.name, data, sendOptions);
      // pg-boss answers null when a job with the caller's id is already queued.
      const queuedId = id ?? sendOptions.id;
      if (!queuedId) throw new Error(`pg-boss did not queue job ${job.name}`);
      return queuedId;
    },

    async sendDebounced(job, payload, seconds, key) {
      const data = parsePayload(job, payload);
      await ensureQueue(job);
      // pg-boss answers null when this window and the next already have their job: nothing to do.
      await boss.sendDebounced(job.name, data, null, seconds, key);
    },

    async work(job) {
      await ensureQueue(job);
      // Filled in once work() answers; a job can arrive before that on PGlite, which is harmless.
      const worker: { id?: string } = {};
      worker.id = await boss.work(
        job.name,
        // One job per fetch, so a throw fails only its own job (a batch fails as a whole).
        { batchSize: 1, pollingIntervalSeconds, perJobResults: true },
        async ([queued]) => {
          if (!queued) return [];
          // pg-boss sleeps a full polling interval after every fetch at batchSize 1; waking the
          // worker right after a job makes it drain a backlog at full speed, idle ones still poll.
          if (worker.id) boss.notifyWorker(worker.id);
          const parsed = job.payload.safeParse(queued.data);
          if (!parsed.success) {
            // Retrying cannot fix a payload, so the job fails for good with the reason.
            const message = new InvalidJobPayloadError(job.name, parsed.error).message;
            logger.error({ job: job.name, jobId: queued.id }, message);
            return [{ id: queued.id, status: 'deadletter', output: { message } }];
          }
          const attempt = queued.retryCount + 1;
          try {
            await job.handler(parsed.data, { jobId: queued.id, attempt, signal: queued.signal });
          } catch (error) {
            const details = { err: error, job: job.name, jobId: queued.id, attempt };
            if (attempt > job.retryLimit) logger.error(details, 'Job failed for good');
            else logger.warn(details, 'Job failed; it will be retried');
            throw error;
          }
          return [{ id: queued.id, status: 'completed' }];
        },
      );
    },

    async schedule(job, cron, payload) {
      const data = parsePayload(job, payload);
      await ensureQueue(job);
      await boss.schedule(job.name, cron, data, { tz: 'UTC' });
    },

    async getJobState(job, id) {
      const found = await boss.getJobById<object>(job.name, id);
      return found ? toJobState(found) : null;
    },
    async retry(name, id) {
      // pg-boss types CommandResponse as {}; at run time it carries the affected count.
      const result = (await boss.retry(name, id)) as { affected?: number };
      return (result.affected ?? 0) > 0;
    },

    async check() {
      if (!(await boss.isInstalled())) throw new Error('The job queue tables are not installed');
    },
  };
}
