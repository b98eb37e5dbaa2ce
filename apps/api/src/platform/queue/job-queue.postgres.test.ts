import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startPostgres, type PostgresServer } from '@papertray/test-servers/postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createQueue, type JobQueue } from './job-queue';
import {
  createTestLogger,
  describeJobQueueContract,
  TEST_POLLING_SECONDS,
  waitFor,
} from './job-queue.contract';
import { hangInWorker } from './testing/hang-in-worker.job';
import { recordWorkerPid } from './testing/record-worker-pid.job';

const WORKER_SCRIPT = path.join(import.meta.dirname, 'testing/worker-process.ts');

/** Starts the worker script with Node 24 and tsx, and resolves once it is polling. */
async function startWorkerProcess(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', WORKER_SCRIPT], {
    env: { ...process.env, DATABASE_URL: databaseUrl, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = once(child, 'exit').then(([code]) => {
    throw new Error(`The worker process exited early with code ${String(code)}`);
  });
  const ready = new Promise<void>((resolve) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve();
    });
  });
  await Promise.race([ready, exited]);
  return child;
}

describe('JobQueue on PostgreSQL 15 (real server on loopback)', () => {
  let server: PostgresServer;
  let databaseUrl: string;
  let queue: JobQueue;
  const logger = createTestLogger();

  beforeAll(async () => {
    server = await startPostgres();
    databaseUrl = await server.createDatabase('queue_test');
    queue = createQueue({
      connectionString: databaseUrl,
      logger,
      pollingIntervalSeconds: TEST_POLLING_SECONDS,
      scheduleCheckIntervalSeconds: 1,
      superviseIntervalSeconds: 1,
    });
    await queue.start();
  }, 60_000);

  afterAll(async () => {
    await queue?.stop();
    await server?.stop();
  });

  describeJobQueueContract(() => ({ queue, logger }));

  it('has a job sent here handled by a worker in a second process', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'papertray-queue-'));
    const file = path.join(dir, 'handled-by');
    const worker = await startWorkerProcess(databaseUrl);
    try {
      const id = await queue.send(recordWorkerPid, { file });
      await waitFor(
        () => queue.getJobState(recordWorkerPid, id),
        (state) => state?.state === 'completed',
      );
      expect((await readFile(file, 'utf8')).trim()).toBe(String(worker.pid));
      expect(worker.pid).not.toBe(process.pid);
    } finally {
      worker.kill('SIGTERM');
      await once(worker, 'exit');
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it("retries a SIGKILLed worker's job once its heartbeat stops, not after its expiry", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'papertray-queue-'));
    const file = path.join(dir, 'handled-by');
    const worker = await startWorkerProcess(databaseUrl, { HANG_JOBS: '1' });
    try {
      const id = await queue.send(hangInWorker, { file });
      await waitFor(
        () => readFile(file, 'utf8').catch(() => ''),
        (text) => text.includes(String(worker.pid)),
      );
      const killedAt = Date.now();
      worker.kill('SIGKILL');
      await once(worker, 'exit');
      // This process takes over the queue; the job is still `active`, claimed by the dead worker.
      await queue.work(hangInWorker);
      const done = await waitFor(
        () => queue.getJobState(hangInWorker, id),
        (state) => state?.state === 'completed',
        30_000,
      );
      const seconds = (Date.now() - killedAt) / 1000;
      // Heartbeat 10 s + supervise 1 s + retry delay 1 s + polling; the expiry is 15 minutes.
      expect(seconds).toBeLessThan(20);
      expect(done?.attempts).toBe(2);
      const ranIn = (await readFile(file, 'utf8')).trim().split('\n');
      expect(ranIn).toEqual([String(worker.pid), String(process.pid)]);
      console.info(`a SIGKILLed worker's job completed elsewhere ${seconds.toFixed(1)} s later`);
    } finally {
      if (worker.exitCode === null && worker.signalCode === null) worker.kill('SIGKILL');
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
