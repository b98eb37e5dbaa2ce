import type { z } from 'zod';

/** Payloads are JSON objects, so a job can gain fields without breaking queued ones. */
export type JobPayloadSchema = z.ZodType<object>;

export interface JobContext {
  jobId: string;
  /** 1 on the first run, 2 on the first retry, ... */
  attempt: number;
  /** Aborted when the job outlives `expireInSeconds` or the queue stops. */
  signal: AbortSignal;
}

/**
 * A job as data: a name, a payload schema and a handler that may run more than once for the same
 * payload (after a crash or an expiry), so it must do no harm the second time.
 */
export interface JobDefinition<S extends JobPayloadSchema = JobPayloadSchema> {
  readonly name: string;
  readonly payload: S;
  readonly handler: (payload: z.output<S>, context: JobContext) => Promise<void>;
  /** Retries after the first failure; the job ends `failed` once they are used up. */
  readonly retryLimit: number;
  readonly retryDelaySeconds: number;
  /** Doubles the delay on each retry (with jitter), capped at `retryDelayMaxSeconds`. */
  readonly retryBackoff: boolean;
  readonly retryDelayMaxSeconds: number;
  /** A run taking longer than this is aborted and counted as a failed attempt. */
  readonly expireInSeconds: number;
  /**
   * The worker running a job confirms it every half of this (pg-boss's heartbeat); a job whose
   * worker stopped confirming (SIGKILL, a lost machine) fails as an attempt and is retried after
   * this plus up to one supervise interval, instead of after `expireInSeconds`. At least 10.
   */
  readonly heartbeatSeconds: number;
}

type JobSpec<S extends JobPayloadSchema> = Pick<JobDefinition<S>, 'name' | 'payload' | 'handler'> &
  Partial<Omit<JobDefinition<S>, 'name' | 'payload' | 'handler'>>;

/** Decision 074: a dead worker's job is retried within about a minute, not after its expiry. */
export const DEFAULT_HEARTBEAT_SECONDS = 30;

/** pg-boss's own rule for queue names, checked here so a bad name fails at import, not at send. */
const JOB_NAME = /^[\w.\-/]+$/;

export function defineJob<S extends JobPayloadSchema>(spec: JobSpec<S>): JobDefinition<S> {
  if (!JOB_NAME.test(spec.name)) {
    throw new Error(`Job name ${JSON.stringify(spec.name)} may only use letters, digits, _ . - /`);
  }
  return Object.freeze({
    retryLimit: 3,
    retryDelaySeconds: 10,
    retryBackoff: true,
    retryDelayMaxSeconds: 15 * 60,
    expireInSeconds: 15 * 60,
    heartbeatSeconds: DEFAULT_HEARTBEAT_SECONDS,
    ...spec,
  });
}
