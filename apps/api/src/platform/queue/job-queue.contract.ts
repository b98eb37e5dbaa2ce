import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineJob } from './define-job';
import { InvalidJobPayloadError, type JobQueue, type JobState } from './job-queue';

/** Fast polling keeps these tests short; 0.5 s is pg-boss's floor. */
export const TEST_POLLING_SECONDS = 0.5;

export async function waitFor<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`Timed out; last value: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Records what the queue logs, so tests can see failures reported. */
export function createTestLogger() {
  return { error: vi.fn(), warn: vi.fn() };
}

export interface QueueUnderTest {
  queue: JobQueue;
  logger: ReturnType<typeof createTestLogger>;
}

/** Every test names its own job, so queues and their settings never mix between tests. */
function uniqueName(base: string) {
  return `${base}-${randomUUID().slice(0, 8)}`;
}

const ZDocumentPayload = z.object({ documentId: z.uuid() });

/** Behaviour the queue must show on each database; the database's test file runs it. */
export function describeJobQueueContract(getQueueUnderTest: () => QueueUnderTest): void {
  const getQueue = () => getQueueUnderTest().queue;
  describe('JobQueue contract', { timeout: 30_000 }, () => {
    it('handles a sent job exactly once and reports it completed', async () => {
      const queue = getQueue();
      const handled: string[] = [];
      const job = defineJob({
        name: uniqueName('process-document'),
        payload: ZDocumentPayload,
        handler: async ({ documentId }) => {
          handled.push(documentId);
        },
      });
      await queue.work(job);
      const documentId = randomUUID();
      const id = await queue.send(job, { documentId });

      const state = await waitFor(
        () => queue.getJobState(job, id),
        (s) => s?.state === 'completed',
      );
      // Several more polls: a second delivery would show up here.
      await sleep(4 * TEST_POLLING_SECONDS * 1000);
      expect(handled).toEqual([documentId]);
      expect(state).toMatchObject<Partial<JobState>>({ id, attempts: 1, error: null });
    });

    it('retries a throwing handler up to its limit, then shows it failed with the error', async () => {
      const queue = getQueue();
      const attempts: number[] = [];
      const job = defineJob({
        name: uniqueName('flaky-ocr'),
        payload: ZDocumentPayload,
        retryLimit: 2,
        retryDelaySeconds: 0,
        retryBackoff: false,
        handler: async (_payload, { attempt }) => {
          attempts.push(attempt);
          throw new Error(`scanner jammed on attempt ${attempt}`);
        },
      });
      await queue.work(job);
      const id = await queue.send(job, { documentId: randomUUID() });

      const state = await waitFor(
        () => queue.getJobState(job, id),
        (s) => s?.state === 'failed',
      );
      await sleep(4 * TEST_POLLING_SECONDS * 1000);
      expect(attempts).toEqual([1, 2, 3]);
      expect(state).toMatchObject({ attempts: 3, error: 'scanner jammed on attempt 3' });
      const { logger } = getQueueUnderTest();
      const ofThisJob = (calls: unknown[][]) =>
        calls.filter(([details]) => (details as { job?: string }).job === job.name);
      expect(ofThisJob(logger.warn.mock.calls)).toHaveLength(2);
      expect(ofThisJob(logger.error.mock.calls)).toEqual([
        [expect.objectContaining({ attempt: 3 }), 'Job failed for good'],
      ]);
    });

    it('refuses a bad payload at send time', async () => {
      const queue = getQueue();
      const job = defineJob({
        name: uniqueName('strict'),
        payload: ZDocumentPayload,
        handler: async () => {},
      });
      await expect(queue.send(job, { documentId: 'not-a-uuid' })).rejects.toBeInstanceOf(
        InvalidJobPayloadError,
      );
    });

    it('fails a queued payload that no longer fits the schema at once, without retries', async () => {
      const queue = getQueue();
      const name = uniqueName('reshaped');
      // Queued by an older release whose payload had a different shape.
      const before = defineJob({
        name,
        payload: z.object({ docId: z.string() }),
        handler: async () => {},
      });
      let runs = 0;
      const after = defineJob({
        name,
        payload: ZDocumentPayload,
        handler: async () => {
          runs += 1;
        },
      });
      const id = await queue.send(before, { docId: 'x' });
      await queue.work(after);

      const state = await waitFor(
        () => queue.getJobState(after, id),
        (s) => s?.state === 'failed',
      );
      expect(runs).toBe(0);
      expect(state?.error).toMatch(/^Invalid payload for job reshaped-/);
    });

    it('queues a job once when it is sent twice with the same id', async () => {
      const queue = getQueue();
      let runs = 0;
      const job = defineJob({
        name: uniqueName('import-mail'),
        payload: ZDocumentPayload,
        handler: async () => {
          runs += 1;
        },
      });
      const jobId = randomUUID();
      const payload = { documentId: randomUUID() };
      expect(await queue.send(job, payload, { id: jobId })).toBe(jobId);
      expect(await queue.send(job, payload, { id: jobId })).toBe(jobId);
      await queue.work(job);

      await waitFor(
        () => queue.getJobState(job, jobId),
        (s) => s?.state === 'completed',
      );
      await sleep(4 * TEST_POLLING_SECONDS * 1000);
      expect(runs).toBe(1);
    });

    it('drains a backlog without waiting a polling interval per job', async () => {
      const queue = getQueue();
      const job = defineJob({
        name: uniqueName('backlog'),
        payload: ZDocumentPayload,
        handler: async () => {},
      });
      const ids = [];
      for (let i = 0; i < 20; i++) ids.push(await queue.send(job, { documentId: randomUUID() }));
      const started = Date.now();
      await queue.work(job);
      for (const id of ids) {
        await waitFor(
          () => queue.getJobState(job, id),
          (s) => s?.state === 'completed',
        );
      }
      // At one job per polling interval this would take 10 s.
      expect(Date.now() - started).toBeLessThan(20 * TEST_POLLING_SECONDS * 1000 * 0.5);
    });

    it('runs a scheduled job with its payload', async () => {
      const queue = getQueue();
      const seen: string[] = [];
      const job = defineJob({
        name: uniqueName('empty-trash'),
        payload: z.object({ olderThanDays: z.number().int() }),
        handler: async ({ olderThanDays }, { jobId }) => {
          seen.push(`${olderThanDays}:${jobId}`);
        },
      });
      await queue.work(job);
      await queue.schedule(job, '* * * * *', { olderThanDays: 14 });
      await expect(
        queue.schedule(job, '* * * * *', { olderThanDays: 'soon' } as never),
      ).rejects.toBeInstanceOf(InvalidJobPayloadError);

      await waitFor(
        async () => seen.length,
        (count) => count > 0,
        75_000,
      );
      expect(seen[0]).toMatch(/^14:/);
    }, 90_000);

    it('passes its readiness check', async () => {
      await expect(getQueue().check()).resolves.toBeUndefined();
    });

    it('answers null for an unknown job id', async () => {
      const job = defineJob({
        name: uniqueName('unknown'),
        payload: ZDocumentPayload,
        handler: async () => {},
      });
      await getQueue().send(job, { documentId: randomUUID() });
      expect(await getQueue().getJobState(job, randomUUID())).toBeNull();
    });
  });
}
