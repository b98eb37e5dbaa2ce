import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TInbox } from '@papertray/contract';
import { start, type DovecotServer } from '@papertray/test-servers/dovecot';
import { DB_KINDS, openTestDatabase } from '../../../../test/databases';
import type { DatabaseHandle } from '../../../platform/db/database';
import { api, createProject, json, registerUser } from '../../../../test/http';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { waitFor } from '../../../platform/queue/job-queue.contract';
import type { JobQueue } from '../../../platform/queue/job-queue';
import { openQueue } from '../../../platform/queue/open-queue';
import { loadSecrets } from '../../../platform/secrets';
import { DiskStorage } from '../../../platform/storage/disk-storage';
import { createMailServices } from '../mail-services';
import { startMailWorkers, type MailWorkers } from '../mail-workers';
import { daysAgo } from '../testing/mail-fixtures';

const silent = { warn: () => {}, error: () => {}, info: () => {} };
const MAILBOX = { user: 'cued', password: 'pw-cued' };

/**
 * The scheduler's IDLE watchers hear of an inbox created, paused or deleted through the API
 * within seconds, not at their periodic pass (60 s, far beyond these waits). On PostgreSQL the
 * web side and the scheduler each have their own queue, as two processes do; PGlite is one
 * process with one queue.
 */
describe.each(DB_KINDS)('IMAP IDLE watchers follow inbox changes promptly on %s', (kind) => {
  let dovecot: DovecotServer;
  let database: DatabaseHandle;
  let t: TestApp;
  let webQueue: JobQueue;
  let schedulerQueue: JobQueue;
  let workers: MailWorkers;
  let filesDir: string;

  beforeAll(async () => {
    [dovecot, filesDir] = await Promise.all([
      start({ users: [MAILBOX] }),
      mkdtemp(path.join(tmpdir(), 'papertray-cue-files-')),
    ]);
    database = await openTestDatabase(kind);
    const options = { pollingIntervalSeconds: 0.5 };
    schedulerQueue = openQueue(
      { databaseUrl: null, roles: ['scheduler'] },
      database,
      silent,
      options,
    );
    webQueue =
      kind === 'pglite'
        ? schedulerQueue
        : openQueue({ databaseUrl: null, roles: ['web'] }, database, silent, options);
    await schedulerQueue.start();
    if (webQueue !== schedulerQueue) await webQueue.start();
    // The app under test sends through the web side's queue.
    t = await createTestApp(kind, { database, deps: { queue: webQueue } });
    const mail = createMailServices({
      db: t.database.db,
      storage: await DiskStorage.open(filesDir),
      encryptionKey: loadSecrets(t.config).encryptionKey,
      log: silent,
    });
    workers = await startMailWorkers({
      queue: schedulerQueue,
      mail,
      roles: ['scheduler'],
      intervalMinutes: 59,
      idle: { enabled: true, maxConnections: 10 },
      log: silent,
    });
  }, 60_000);

  afterAll(async () => {
    await workers?.stop();
    if (webQueue !== schedulerQueue) await webQueue?.stop();
    await schedulerQueue?.stop();
    await t?.close();
    await database?.close();
    await dovecot?.stop();
    if (filesDir) await rm(filesDir, { recursive: true, force: true });
  });

  it('watches a new inbox within seconds, lets go of a paused or deleted one', async () => {
    const watched = () => Promise.resolve(workers.watchers!.watchedInboxIds);
    const owner = await registerUser(t.app);
    const project = await createProject(t.app, owner.accessToken, { name: 'Cued' });
    const http = api(t.app);
    const created = await http.post(
      '/api/inboxes',
      {
        name: 'Cued',
        emailAddress: `cued-${randomBytes(3).toString('hex')}@example.com`,
        host: dovecot.host,
        port: dovecot.port,
        username: MAILBOX.user,
        password: MAILBOX.password,
        security: 'none',
        projectId: project._id,
        syncFromDate: daysAgo(30).toISOString().slice(0, 10),
      },
      owner.accessToken,
    );
    expect(created.statusCode, created.body).toBe(201);
    const inboxId = json<TInbox>(created)._id;

    const startedAt = performance.now();
    await waitFor(watched, (ids) => ids.includes(inboxId), 10_000);
    const watchedAfter = performance.now() - startedAt;
    await waitFor(
      () => Promise.resolve(workers.watchers!.watcherOf(inboxId)?.watching === true),
      (watching) => watching,
      10_000,
    );

    const paused = await http.patch(
      `/api/inboxes/${inboxId}/deactivate`,
      undefined,
      owner.accessToken,
    );
    expect(paused.statusCode, paused.body).toBe(200);
    await waitFor(watched, (ids) => !ids.includes(inboxId), 10_000);

    expect(
      (await http.patch(`/api/inboxes/${inboxId}/activate`, undefined, owner.accessToken))
        .statusCode,
    ).toBe(200);
    await waitFor(watched, (ids) => ids.includes(inboxId), 10_000);
    expect((await http.delete(`/api/inboxes/${inboxId}`, owner.accessToken)).statusCode).toBe(200);
    await waitFor(watched, (ids) => !ids.includes(inboxId), 10_000);
    console.info(
      `${kind}: a new inbox was watched ${watchedAfter.toFixed(0)} ms after it was created`,
    );
  }, 60_000);
});
