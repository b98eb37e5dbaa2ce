import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DB_KINDS } from '../../../test/databases';
import { api, createProject, registerUser } from '../../../test/http';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { inboxes } from '../../platform/db/tables/inboxes';
import { instrumentStorage } from '../../platform/metrics/instrumented-storage';
import { defineJob } from '../../platform/queue/define-job';
import type { JobQueue } from '../../platform/queue/job-queue';
import { openQueue } from '../../platform/queue/open-queue';
import { FileNotFoundError, type FileStorage } from '../../platform/storage/file-storage';

const TOKEN = 'metrics-token-0123456789';
const quietLogger = { error: () => {}, warn: () => {} };
const metricsNoop = defineJob({
  name: 'metrics-test-noop',
  payload: z.object({ n: z.number() }),
  handler: async () => {},
});

/** The value of one sample line (`name{labels} value`), or undefined when it is absent. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  const line = text
    .split('\n')
    .find((l) => l.startsWith(`${name}{`) && wanted.every((w) => l.includes(w)));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('metrics endpoint without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t?.close());

  it('is off, and says how to turn it on', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/metrics' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toMatch(/METRICS_TOKEN/);
  });
});

describe.each(DB_KINDS)('metrics endpoint on %s', (kind) => {
  let t: TestApp;
  let queue: JobQueue;

  beforeAll(async () => {
    t = await createTestApp(kind, { env: { METRICS_TOKEN: TOKEN } });
    queue = openQueue({ databaseUrl: null, roles: ['web'] }, t.database, quietLogger);
    await queue.start();
  });
  afterAll(async () => {
    await queue?.stop();
    await t?.close();
  });

  const scrape = (authorization?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/metrics',
      headers: authorization ? { authorization } : {},
    });

  it('refuses a missing or wrong token with a message', async () => {
    for (const header of [undefined, 'Bearer wrong-token-0123456789', TOKEN]) {
      const response = await scrape(header);
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('A valid metrics token is required');
    }
  });

  it('reports request latency by route pattern, never by raw URL', async () => {
    const user = await registerUser(t.app);
    const project = await createProject(t.app, user.accessToken, { name: 'Metrics' });
    await api(t.app).get(`/api/projects/${project._id}`, user.accessToken);
    const response = await scrape(`Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const text = response.body;
    const count = sample(text, 'papertray_http_request_duration_seconds_count', {
      method: 'GET',
      route: '/api/projects/:id',
      status_code: '200',
    });
    expect(count).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(project._id);
    expect(text).toMatch(/^papertray_process_resident_memory_bytes \d+/m);
  });

  it('reports queued jobs and IMAP sync lag read from the database', async () => {
    await queue.send(metricsNoop, { n: 1 });
    await queue.send(metricsNoop, { n: 2 });
    const user = await registerUser(t.app);
    const project = await createProject(t.app, user.accessToken, { name: 'Sync lag' });
    const [inbox] = await t.database.db
      .insert(inboxes)
      .values({
        projectId: project._id,
        name: 'Mail',
        emailAddress: 'lag@example.com',
        host: '127.0.0.1',
        port: 993,
        username: 'lag',
        passwordSealed: 'sealed',
        security: 'tls',
        syncFromDate: new Date(),
        lastSyncAt: new Date(Date.now() - 600_000),
        failureCount: 3,
        lastError: 'Connection refused',
      })
      .returning({ id: inboxes.id });

    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(text).toMatch(/^papertray_operations_scrape_success 1$/m);
    expect(sample(text, 'papertray_jobs', { name: metricsNoop.name, state: 'created' })).toBe(2);
    const lag = sample(text, 'papertray_imap_sync_lag_seconds', { inbox_id: inbox!.id });
    expect(lag).toBeGreaterThanOrEqual(600);
    expect(lag).toBeLessThan(900);
    expect(sample(text, 'papertray_imap_sync_consecutive_failures', { inbox_id: inbox!.id })).toBe(
      3,
    );
  });
});

describe('storage errors', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(() => t?.close());

  it('are counted by operation; a missing key is an answer, not an error', async () => {
    const failing = {
      getBuffer: async (key: string) => {
        throw new FileNotFoundError(key);
      },
      put: async () => {
        throw Object.assign(new Error('disk full'), { name: 'NoSpaceError' });
      },
    } as unknown as FileStorage;
    const storage = instrumentStorage(failing);
    const read = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/metrics',
          headers: { authorization: `Bearer ${TOKEN}` },
        })
      ).body;
    const before = sample(await read(), 'papertray_storage_errors_total', {
      operation: 'put',
      error: 'NoSpaceError',
    });
    await expect(storage.put(Buffer.from('x'))).rejects.toThrow('disk full');
    await expect(storage.getBuffer('a'.repeat(64))).rejects.toThrow(FileNotFoundError);
    const text = await read();
    expect(
      sample(text, 'papertray_storage_errors_total', { operation: 'put', error: 'NoSpaceError' }),
    ).toBe((before ?? 0) + 1);
    expect(sample(text, 'papertray_storage_errors_total', { operation: 'getBuffer' })).toBe(
      undefined,
    );
  });
});
