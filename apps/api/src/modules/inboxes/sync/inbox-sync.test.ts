import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { start, type DovecotServer } from '@papertray/test-servers/dovecot';
import { openTestDatabase } from '../../../../test/databases';
import type { DatabaseHandle } from '../../../platform/db/database';
import { attachments, emails, inboxes, mailLedger } from '../../../platform/db/schema';
import { DiskStorage } from '../../../platform/storage/disk-storage';
import { createMailServices, type MailServices } from '../mail-services';
import { SyncDatabaseError } from './inbox-sync.service';
import {
  appendWithDates,
  daysAgo,
  rawMail,
  seedInbox,
  seedProject,
  tinyPdf,
} from '../testing/mail-fixtures';

const USERS = ['since', 'again', 'validity', 'big', 'wrongpw', 'folders', 'quota', 'dbdown'].map(
  (user) => ({
    user,
    password: `pw-${user}`,
  }),
);
const silent = { warn: () => {}, info: () => {} };

describe('inbox sync against a real Dovecot (PGlite)', () => {
  let dovecot: DovecotServer;
  /** Wrong passwords go here: Dovecot slows every later login from an address that failed. */
  let strictDovecot: DovecotServer;
  let database: DatabaseHandle;
  let filesDir: string;
  let storage: DiskStorage;
  let mail: MailServices;

  beforeAll(async () => {
    [dovecot, strictDovecot, database, filesDir] = await Promise.all([
      start({ users: USERS }),
      start({ users: USERS }),
      openTestDatabase('pglite'),
      mkdtemp(path.join(tmpdir(), 'papertray-sync-files-')),
    ]);
    storage = await DiskStorage.open(filesDir);
    mail = createMailServices({
      db: database.db,
      storage,
      encryptionKey: randomBytes(32).toString('hex'),
      log: silent,
      syncSettings: { chunkSize: 7 },
    });
  });
  afterAll(async () => {
    await dovecot?.stop();
    await strictDovecot?.stop();
    await database?.close();
    if (filesDir) await rm(filesDir, { recursive: true, force: true });
  });

  const user = (name: string) => USERS.find((u) => u.user === name)!;
  async function inboxFor(name: string, extra: { syncFromDate?: Date; plan?: 'free' } = {}) {
    const { projectId } = await seedProject(database, extra.plan ?? 'enterprise');
    return seedInbox(database, mail.cipher, {
      projectId,
      server: dovecot,
      user: name,
      password: user(name).password,
      syncFromDate: extra.syncFromDate ?? daysAgo(30),
    });
  }
  async function subjects(inboxId: string) {
    const rows = await database.db
      .select({ subject: emails.subject })
      .from(emails)
      .where(eq(emails.inboxId, inboxId));
    return rows.map((r) => r.subject).sort();
  }

  it('takes only mail received since the chosen date, then exactly the new mail', async () => {
    await appendWithDates(dovecot, user('since'), 'INBOX', [
      { raw: rawMail({ subject: 'old 1' }), date: daysAgo(60) },
      { raw: rawMail({ subject: 'new 1' }), date: daysAgo(10) },
      { raw: rawMail({ subject: 'old 2' }), date: daysAgo(45) },
      { raw: rawMail({ subject: 'new 2' }), date: daysAgo(2) },
    ]);
    const inbox = await inboxFor('since');
    const first = await mail.sync.sync(inbox.id);
    expect(first).toEqual({ status: 'done', created: 2, error: null });
    expect(await subjects(inbox.id)).toEqual(['new 1', 'new 2']);

    await appendWithDates(dovecot, user('since'), 'INBOX', [
      { raw: rawMail({ subject: 'new 3' }), date: daysAgo(1) },
      { raw: rawMail({ subject: 'moved in, too old' }), date: daysAgo(90) },
      { raw: rawMail({ subject: 'new 4' }) },
    ]);
    const second = await mail.sync.sync(inbox.id);
    expect(second.created).toBe(2);
    expect(await subjects(inbox.id)).toEqual(['new 1', 'new 2', 'new 3', 'new 4']);

    const [row] = await database.db.select().from(inboxes).where(eq(inboxes.id, inbox.id));
    expect(row).toMatchObject({ isConnected: true, lastError: null, syncLeaseId: null });
    expect(row!.lastSyncAt).toBeInstanceOf(Date);
  });

  it('creates nothing when it runs again, in chunks, with attachments stored once', async () => {
    const pdf = tinyPdf('same file');
    await appendWithDates(
      dovecot,
      user('again'),
      'INBOX',
      Array.from({ length: 20 }, (_, i) => ({
        raw: rawMail({
          subject: `mail ${i}`,
          attachments:
            i % 4 === 0
              ? [{ filename: `invoice-${i}.pdf`, contentType: 'application/pdf', content: pdf }]
              : [],
        }),
      })),
    );
    const inbox = await inboxFor('again');
    expect((await mail.sync.sync(inbox.id)).created).toBe(20);
    expect((await mail.sync.sync(inbox.id)).created).toBe(0);
    expect((await mail.sync.sync(inbox.id)).created).toBe(0);
    const [{ n }] = (await database.db
      .select({ n: count() })
      .from(emails)
      .where(eq(emails.inboxId, inbox.id))) as [{ n: number }];
    expect(Number(n)).toBe(20);
    const pending = await database.db
      .select({ subject: emails.subject, documentStatus: emails.documentStatus })
      .from(emails)
      .where(eq(emails.documentStatus, 'pending'));
    expect(pending.filter((p) => /^mail /.test(p.subject))).toHaveLength(5);
    const files = await database.db
      .select({ sha256: attachments.sha256 })
      .from(attachments)
      .where(eq(attachments.filename, 'invoice-4.pdf'));
    expect(files).toEqual([{ sha256: createHash('sha256').update(pdf).digest('hex') }]);
    expect(await storage.exists(files[0]!.sha256)).toBe(true);
  });

  it('does not duplicate mail when the folder gets a new UIDVALIDITY', async () => {
    await appendWithDates(
      dovecot,
      user('validity'),
      'INBOX',
      [1, 2, 3].map((i) => ({ raw: rawMail({ subject: `v${i}` }) })),
    );
    const inbox = await inboxFor('validity');
    expect((await mail.sync.sync(inbox.id)).created).toBe(3);
    await dovecot.setUidValidity('validity', 'INBOX', 4242);
    await appendWithDates(dovecot, user('validity'), 'INBOX', [
      { raw: rawMail({ subject: 'v4' }) },
    ]);
    const after = await mail.sync.sync(inbox.id);
    expect(after).toMatchObject({ status: 'done', created: 1 });
    expect(await subjects(inbox.id)).toEqual(['v1', 'v2', 'v3', 'v4']);
    const cursors = await mail.inboxesRepo.listCursors(inbox.id);
    expect(cursors.map((c) => c.uidValidity)).toEqual([4242]);
    const ledger = await database.db
      .select({ uidValidity: mailLedger.uidValidity })
      .from(mailLedger)
      .where(eq(mailLedger.inboxId, inbox.id));
    // Three mails seen under both UIDVALIDITYs, one only under the new one.
    expect(ledger.filter((l) => l.uidValidity === 4242)).toHaveLength(4);
  });

  it('brings a 25 MB attachment over intact', async () => {
    const big = randomBytes(25 * 1024 * 1024);
    await appendWithDates(dovecot, user('big'), 'INBOX', [
      {
        raw: rawMail({
          subject: 'big scan',
          attachments: [{ filename: 'scan.pdf', contentType: 'application/pdf', content: big }],
        }),
      },
    ]);
    const inbox = await inboxFor('big');
    expect((await mail.sync.sync(inbox.id)).created).toBe(1);
    const [file] = await database.db
      .select()
      .from(attachments)
      .innerJoin(emails, eq(emails.id, attachments.emailId))
      .where(eq(emails.inboxId, inbox.id));
    const expected = createHash('sha256').update(big).digest('hex');
    expect(file!.attachments).toMatchObject({
      filename: 'scan.pdf',
      size: big.length,
      sha256: expected,
    });
    const stored = await storage.getBuffer(expected);
    expect(createHash('sha256').update(stored).digest('hex')).toBe(expected);
  }, 60_000);

  it('records a wrong password and a closed port as human errors, and backs off', async () => {
    const wrong = await inboxFor('wrongpw');
    await database.db
      .update(inboxes)
      .set({ passwordSealed: mail.cipher.seal('not the password'), port: strictDovecot.port })
      .where(eq(inboxes.id, wrong.id));
    const outcome = await mail.sync.sync(wrong.id);
    expect(outcome.status).toBe('failed');
    expect(outcome.error).toMatch(/rejected the username or password/);
    const [row] = await database.db.select().from(inboxes).where(eq(inboxes.id, wrong.id));
    expect(row).toMatchObject({ isConnected: false, lastError: outcome.error, failureCount: 1 });
    expect(row!.nextSyncAfter!.getTime()).toBeGreaterThan(Date.now());
    expect(await mail.inboxesRepo.listDueForSync()).not.toContain(wrong.id);

    const closed = await inboxFor('wrongpw');
    await database.db.update(inboxes).set({ port: 1 }).where(eq(inboxes.id, closed.id));
    const refused = await mail.sync.sync(closed.id);
    expect(refused.error).toBe(
      'The connection to 127.0.0.1:1 was refused. Check the IMAP server address and port.',
    );
  });

  it('syncs several folders and reports one that vanished', async () => {
    await dovecot.createMailbox('folders', 'Invoices');
    await appendWithDates(dovecot, user('folders'), 'INBOX', [
      { raw: rawMail({ subject: 'in inbox' }) },
    ]);
    await appendWithDates(dovecot, user('folders'), 'Invoices', [
      { raw: rawMail({ subject: 'in invoices' }) },
    ]);
    const inbox = await inboxFor('folders');
    await database.db
      .update(inboxes)
      .set({ selectedMailboxes: ['INBOX', 'Invoices', 'Gone'] })
      .where(eq(inboxes.id, inbox.id));
    const outcome = await mail.sync.sync(inbox.id);
    expect(outcome).toEqual({
      status: 'done',
      created: 2,
      error: 'The folder "Gone" does not exist on the server.',
    });
    expect(await subjects(inbox.id)).toEqual(['in inbox', 'in invoices']);
  });

  it('stops taking mail past the plan limit plus grace, and says so', async () => {
    // Free: 100 per month, refused past 120.
    await appendWithDates(
      dovecot,
      user('quota'),
      'INBOX',
      Array.from({ length: 125 }, (_, i) => ({ raw: rawMail({ subject: `q${i}` }) })),
    );
    const inbox = await inboxFor('quota', { plan: 'free' });
    const outcome = await mail.sync.sync(inbox.id);
    expect(outcome.created).toBe(120);
    expect(outcome.error).toMatch(
      /^Your Free plan allows 100 emails per month\. Upgrade to Professional/,
    );
    const again = await mail.sync.sync(inbox.id);
    expect(again.created).toBe(0);
    const [cursor] = await mail.inboxesRepo.listCursors(inbox.id);
    // The cursor stops at the last mail taken: the other five are fetched once the limit allows.
    expect(cursor!.lastUid).toBe(120);
  });

  it('leaves a database failure off the inbox: no error, no back-off, lease let go, job retried', async () => {
    await appendWithDates(
      dovecot,
      user('dbdown'),
      'INBOX',
      Array.from({ length: 20 }, (_, i) => ({ raw: rawMail({ subject: `db ${i}` }) })),
    );
    const inbox = await inboxFor('dbdown');
    // The database goes away at the second chunk's commit (as during a PostgreSQL restart).
    const commitBatch = mail.ingest.commitBatch.bind(mail.ingest);
    let commits = 0;
    mail.ingest.commitBatch = (...args) =>
      ++commits === 2
        ? Promise.reject(new Error('Connection terminated unexpectedly'))
        : commitBatch(...args);
    try {
      await expect(mail.sync.sync(inbox.id)).rejects.toBeInstanceOf(SyncDatabaseError);
    } finally {
      mail.ingest.commitBatch = commitBatch;
    }
    const [row] = await database.db.select().from(inboxes).where(eq(inboxes.id, inbox.id));
    expect(row).toMatchObject({
      isConnected: true,
      lastError: null,
      failureCount: 0,
      nextSyncAfter: null,
      syncLeaseId: null,
    });
    expect(await subjects(inbox.id)).toHaveLength(7);
    expect(await mail.sync.sync(inbox.id)).toEqual({ status: 'done', created: 13, error: null });
  });

  it('tells the IDLE watchers when a failing inbox syncs again, and only then', async () => {
    let recovered = 0;
    const cued = createMailServices({
      db: database.db,
      storage,
      encryptionKey: randomBytes(32).toString('hex'),
      log: silent,
      onInboxRecovered: async () => void recovered++,
    });
    const { projectId } = await seedProject(database, 'enterprise');
    const inbox = await seedInbox(database, cued.cipher, {
      projectId,
      server: dovecot,
      user: 'again',
      password: user('again').password,
    });
    // As earlier failed runs leave it: the watchers skip inboxes with failures.
    await database.db.update(inboxes).set({ failureCount: 2 }).where(eq(inboxes.id, inbox.id));
    expect((await cued.sync.sync(inbox.id)).status).toBe('done');
    expect(recovered).toBe(1);
    expect((await cued.sync.sync(inbox.id)).status).toBe('done');
    expect(recovered).toBe(1);
  });

  it('lets one sync run at a time', async () => {
    const inbox = await inboxFor('since');
    expect(await mail.inboxesRepo.acquireLease(inbox.id, crypto.randomUUID(), 60_000)).toBe(true);
    expect(await mail.sync.sync(inbox.id)).toEqual({ status: 'busy', created: 0, error: null });
  });
});
