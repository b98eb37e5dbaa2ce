import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, countDistinct, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { start, type DovecotServer } from '@papertray/test-servers/dovecot';
import { openTestDatabase } from '../../../../test/databases';
import type { DatabaseHandle } from '../../../platform/db/database';
import { attachments, emails, mailLedger } from '../../../platform/db/schema';
import { DiskStorage } from '../../../platform/storage/disk-storage';
import { createMailServices, type MailServices } from '../mail-services';
import {
  appendWithDates,
  rawMail,
  seedInbox,
  seedProject,
  tinyPdf,
} from '../testing/mail-fixtures';

const WORKER = path.join(import.meta.dirname, '../testing/sync-worker-process.ts');
const TOTAL = 300;
const USER = { user: 'crash', password: 'pw-crash' };

/** Polls until `predicate` holds; returns how long it took. */
async function waitFor(predicate: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await predicate())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('a worker killed mid-sync (PostgreSQL, separate process)', () => {
  let dovecot: DovecotServer;
  let database: DatabaseHandle & { pool?: { options: { connectionString?: string } } };
  let filesDir: string;
  let mail: MailServices;
  const encryptionKey = randomBytes(32).toString('hex');

  beforeAll(async () => {
    [dovecot, database, filesDir] = await Promise.all([
      start({ users: [USER] }),
      openTestDatabase('postgres'),
      mkdtemp(path.join(tmpdir(), 'papertray-crash-files-')),
    ]);
    mail = createMailServices({
      db: database.db,
      storage: await DiskStorage.open(filesDir),
      encryptionKey,
      log: { warn: () => {}, info: () => {} },
      syncSettings: { chunkSize: 10, leaseMs: 1_000 },
    });
  });
  afterAll(async () => {
    await dovecot?.stop();
    await database?.close();
    if (filesDir) await rm(filesDir, { recursive: true, force: true });
  });

  async function emailCount(inboxId: string): Promise<number> {
    const [row] = await database.db
      .select({ n: count() })
      .from(emails)
      .where(eq(emails.inboxId, inboxId));
    return Number(row?.n ?? 0);
  }

  it('leaves every mail exactly once after SIGKILL and a second run', async () => {
    const pdf = tinyPdf('crash');
    await appendWithDates(
      dovecot,
      USER,
      'INBOX',
      Array.from({ length: TOTAL }, (_, i) => ({
        raw: rawMail({
          subject: `crash ${i}`,
          attachments:
            i % 10 === 0
              ? [{ filename: `doc-${i}.pdf`, contentType: 'application/pdf', content: pdf }]
              : [],
        }),
      })),
    );
    const { projectId } = await seedProject(database);
    const inbox = await seedInbox(database, mail.cipher, {
      projectId,
      server: dovecot,
      user: USER.user,
      password: USER.password,
    });

    const url = (database as unknown as { pool: { options: { connectionString: string } } }).pool
      .options.connectionString;
    const child = spawn(process.execPath, ['--import', 'tsx', WORKER], {
      env: {
        ...process.env,
        DATABASE_URL: url,
        FILES_DIR: filesDir,
        ENCRYPTION_KEY: encryptionKey,
        INBOX_ID: inbox.id,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<NodeJS.Signals | null>((resolve) =>
      child.once('exit', (_code, signal) => resolve(signal)),
    );
    // Kill it once some, but not all, chunks are committed.
    await waitFor(async () => (await emailCount(inbox.id)) >= 30, 30_000);
    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
    const afterKill = await emailCount(inbox.id);
    expect(afterKill).toBeGreaterThan(0);
    expect(afterKill).toBeLessThan(TOTAL);

    // The dead worker's lease runs out (1 s here); then a new run finishes the job.
    await new Promise((r) => setTimeout(r, 1_100));
    const rerun = await mail.sync.sync(inbox.id);
    expect(rerun.status).toBe('done');
    expect(rerun.created).toBe(TOTAL - afterKill);

    const [totals] = await database.db
      .select({
        n: count(),
        distinctRaw: countDistinct(emails.rawKey),
        distinctSubject: countDistinct(emails.subject),
      })
      .from(emails)
      .where(eq(emails.inboxId, inbox.id));
    expect(totals).toEqual({ n: TOTAL, distinctRaw: TOTAL, distinctSubject: TOTAL });
    const [ledger] = await database.db
      .select({ n: count(), distinctUid: countDistinct(mailLedger.uid) })
      .from(mailLedger)
      .where(eq(mailLedger.inboxId, inbox.id));
    expect(ledger).toEqual({ n: TOTAL, distinctUid: TOTAL });
    const [files] = await database.db
      .select({ n: count() })
      .from(attachments)
      .innerJoin(emails, eq(emails.id, attachments.emailId))
      .where(eq(emails.inboxId, inbox.id));
    expect(files!.n).toBe(TOTAL / 10);
  }, 90_000);
});
