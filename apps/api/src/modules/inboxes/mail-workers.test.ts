import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { start, type DovecotServer } from '@papertray/test-servers/dovecot';
import { openTestDatabase } from '../../../test/databases';
import type { DatabaseHandle } from '../../platform/db/database';
import { emails } from '../../platform/db/schema';
import { waitFor } from '../../platform/queue/job-queue.contract';
import type { JobQueue } from '../../platform/queue/job-queue';
import { openQueue } from '../../platform/queue/open-queue';
import { DiskStorage } from '../../platform/storage/disk-storage';
import { createMailServices } from './mail-services';
import { startMailWorkers, type MailWorkers } from './mail-workers';
import { rawMail, seedInbox, seedProject } from './testing/mail-fixtures';

const silent = { warn: () => {}, error: () => {}, info: () => {} };
const USER = { user: 'pushed', password: 'pw-pushed' };

describe('new mail synced within seconds through IMAP IDLE (PGlite, real Dovecot)', () => {
  let dovecot: DovecotServer;
  let database: DatabaseHandle;
  let filesDir: string;
  let queue: JobQueue;
  let workers: MailWorkers | null = null;

  beforeAll(async () => {
    [dovecot, database, filesDir] = await Promise.all([
      start({ users: [USER] }),
      openTestDatabase('pglite'),
      mkdtemp(path.join(tmpdir(), 'papertray-idle-files-')),
    ]);
    queue = openQueue({ databaseUrl: null, roles: ['worker', 'scheduler'] }, database, silent, {
      pollingIntervalSeconds: 0.5,
    });
    await queue.start();
  }, 60_000);
  afterAll(async () => {
    await workers?.stop();
    await queue?.stop();
    await dovecot?.stop();
    await database?.close();
    if (filesDir) await rm(filesDir, { recursive: true, force: true });
  });

  it('syncs mail that arrives while the scheduler holds the inbox in IDLE', async () => {
    const mail = createMailServices({
      db: database.db,
      storage: await DiskStorage.open(filesDir),
      encryptionKey: 'cd'.repeat(32),
      log: silent,
    });
    const { projectId } = await seedProject(database, 'enterprise');
    const inbox = await seedInbox(database, mail.cipher, {
      projectId,
      server: dovecot,
      ...USER,
    });
    workers = await startMailWorkers({
      queue,
      mail,
      roles: ['worker', 'scheduler'],
      // The schedule is the safety net, far away here: only IDLE can bring the mail in time.
      intervalMinutes: 59,
      idle: { enabled: true, maxConnections: 10 },
      log: silent,
    });
    const mailsOfInbox = () =>
      database.db
        .select({ subject: emails.subject })
        .from(emails)
        .where(eq(emails.inboxId, inbox.id));

    await waitFor(
      () => Promise.resolve(workers!.watchers!.watcherOf(inbox.id)?.watching === true),
      (watching) => watching,
      10_000,
    );
    await dovecot.appendMessages(USER.user, 'INBOX', [
      rawMail({ subject: 'Pushed invoice 1' }),
      rawMail({ subject: 'Pushed invoice 2' }),
    ]);
    const rows = await waitFor(mailsOfInbox, (found) => found.length === 2, 15_000);
    expect(rows.map((r) => r.subject).sort()).toEqual(['Pushed invoice 1', 'Pushed invoice 2']);

    const cued = (await database.db.execute(
      sql`select count(*)::int as n from pgboss.job
          where name = 'inbox-sync' and data->>'inboxId' = ${inbox.id}
            and (data->>'retryWhenBusy')::boolean`,
    )) as unknown as { rows: { n: number }[] };
    expect(cued.rows[0]!.n).toBeGreaterThanOrEqual(1);
  });
});
