import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, statfs, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TProjectEmail } from '@papertray/contract';
import { start, type DovecotServer } from '@papertray/test-servers/dovecot';
import type { MailServices } from '../src/modules/inboxes/mail-services';
import { appMailServices } from '../src/modules/inboxes/testing/app-mail-services';
import {
  appendWithDates,
  rawMail,
  seedInbox,
  tinyPdf,
} from '../src/modules/inboxes/testing/mail-fixtures';
import { multipart } from '../src/modules/documents/testing/multipart';
import type { SmtpReceiver } from '../src/modules/smtp-receiver/smtp-receiver';
import {
  TEST_MAIL_DOMAIN,
  sendRaw,
  startTestReceiver,
} from '../src/modules/smtp-receiver/testing/receiver-harness';
import {
  attachments,
  documents,
  emails,
  inboxes,
  inboxMailboxCursors,
  mailLedger,
} from '../src/platform/db/schema';
import { type FileStorage, StorageFullError } from '../src/platform/storage/file-storage';
import { api, createProject, json, registerUser } from './http';
import { createTestApp, type TestApp } from './test-app';

const run = promisify(execFile);
const USER = { user: 'fullstore', password: 'pw-fullstore' };
const MAILS = 12;
const FULL_MESSAGE =
  'The file store is full: nothing new can be stored until space is freed. Please try again later.';

/**
 * DATA_DIR/files on a 2 MB tmpfs (mounting needs root: CI and this machine run tests as root),
 * filled up by a file of its own while the app, the SMTP receiver and an IMAP sync write to it.
 */
describe.skipIf(process.getuid?.() !== 0)('a full file store (DiskStorage on a 2 MB tmpfs)', () => {
  let dataDir: string;
  let filesDir: string;
  let mounted = false;
  let t: TestApp;
  let dovecot: DovecotServer;
  let mail: MailServices;
  let storage: FileStorage;
  let receiver: SmtpReceiver;
  let token: string;
  let projectId: string;
  let address: string;
  const filler = () => path.join(filesDir, 'filler');

  /** Fills the tmpfs up to `room` free bytes (0: nothing fits any more). */
  async function fillLeaving(room: number): Promise<void> {
    await rm(filler(), { force: true });
    const { bavail, bsize } = await statfs(filesDir);
    await writeFile(filler(), Buffer.alloc(Math.max(0, bavail * bsize - room), 1)).catch(
      (error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOSPC') throw error;
      },
    );
  }

  const upload = (content: Buffer) => {
    const form = multipart({ projectId, source: 'manual_upload' }, [
      { filename: 'invoice.pdf', content, contentType: 'application/pdf' },
    ]);
    return t.app.inject({
      method: 'POST',
      url: '/api/documents/upload',
      headers: { ...form.headers, authorization: `Bearer ${token}` },
      payload: form.payload,
    });
  };

  /** No partial file anywhere, and every stored file hashes to its key. */
  async function expectOnlyCompleteFiles(): Promise<void> {
    expect(await readdir(path.join(filesDir, 'tmp'))).toEqual([]);
    const entries = await readdir(filesDir, { recursive: true, withFileTypes: true });
    for (const entry of entries) {
      if (!entry.isFile() || !/^[0-9a-f]{64}$/.test(entry.name)) continue;
      const bytes = await readFile(path.join(entry.parentPath, entry.name));
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(entry.name);
    }
  }

  /** Every file a row names is stored: no email, attachment or document behind a missing file. */
  async function expectNoRowWithoutItsFile(): Promise<void> {
    const db = t.database.db;
    const keys = [
      ...(await db.select({ key: emails.rawKey }).from(emails)).map((r) => r.key),
      ...(await db.select({ key: attachments.sha256 }).from(attachments)).map((r) => r.key),
      ...(await db.select({ key: documents.fileKey }).from(documents)).map((r) => r.key),
    ];
    for (const key of keys) expect(await storage.exists(key), key).toBe(true);
  }

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'papertray-full-'));
    filesDir = path.join(dataDir, 'files');
    await mkdir(filesDir);
    await run('mount', ['-t', 'tmpfs', '-o', 'size=2m', 'tmpfs', filesDir]);
    mounted = true;
    [t, dovecot] = await Promise.all([
      createTestApp('pglite', { env: { DATA_DIR: dataDir, MAIL_DOMAIN: TEST_MAIL_DOMAIN } }),
      start({ users: [USER] }),
    ]);
    ({ mail, storage } = await appMailServices(t, { chunkSize: 2 }));
    receiver = await startTestReceiver(t.database, mail);
    const owner = await registerUser(t.app);
    token = owner.accessToken;
    projectId = (await createProject(t.app, token, { name: 'Full store' }))._id;
    address = json<TProjectEmail>(
      await api(t.app).get(`/api/projects/${projectId}/email`, token),
    ).fullEmail;
    // Mails of ~100 KB each on the IMAP server (a 40 KB PDF, stored decoded and inside the raw).
    await appendWithDates(
      dovecot,
      USER,
      'INBOX',
      Array.from({ length: MAILS }, (_, i) => ({
        raw: rawMail({
          subject: `full ${i}`,
          attachments: [
            {
              filename: `invoice-${i}.pdf`,
              contentType: 'application/pdf',
              content: tinyPdf(`invoice ${i} ${randomBytes(20_000).toString('hex')}`),
            },
          ],
        }),
      })),
    );
  }, 60_000);

  afterAll(async () => {
    await receiver?.close();
    await t?.close();
    await dovecot?.stop();
    if (mounted) await run('umount', [filesDir]);
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const pdf = tinyPdf(`uploaded ${randomBytes(8).toString('hex')}`);
  const smtpMail = rawMail({
    subject: 'Sent while the store is full',
    attachments: [{ filename: 'smtp.pdf', contentType: 'application/pdf', content: tinyPdf() }],
  });

  it('answers an upload with 507 and a message, storing no file and no row', async () => {
    await fillLeaving(0);
    const response = await upload(pdf);
    expect(response.statusCode).toBe(507);
    expect(json(response)).toEqual({ message: FULL_MESSAGE, code: 'storage_full' });
    expect(await t.database.db.select().from(documents)).toEqual([]);
    await expectOnlyCompleteFiles();
  });

  it('answers SMTP with 452 (the sender keeps the mail and retries) and stores nothing', async () => {
    const outcome = await sendRaw(receiver.port, [address], smtpMail);
    expect(outcome.error?.responseCode).toBe(452);
    expect(outcome.error?.response).toMatch(/^452 4\.2\.2 Insufficient system storage/);
    expect(await t.database.db.select().from(emails)).toEqual([]);
    await expectOnlyCompleteFiles();
  });

  it('stops an IMAP sync at the chunk that did not fit, keeps what came before, records nothing more', async () => {
    // Room for a few mails: the first chunks commit, then one runs out of space.
    await fillLeaving(420 * 1024);
    const inbox = await seedInbox(t.database, mail.cipher, {
      projectId,
      server: dovecot,
      user: USER.user,
      password: USER.password,
    });
    await expect(mail.sync.sync(inbox.id)).rejects.toBeInstanceOf(StorageFullError);

    const stored = await t.database.db
      .select({ id: emails.id })
      .from(emails)
      .where(eq(emails.inboxId, inbox.id));
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.length).toBeLessThan(MAILS);
    // The ledger lists exactly the stored mails, and the cursor has not passed them.
    const ledger = await t.database.db
      .select({ uid: mailLedger.uid })
      .from(mailLedger)
      .where(eq(mailLedger.inboxId, inbox.id));
    expect(ledger).toHaveLength(stored.length);
    const [cursor] = await t.database.db
      .select()
      .from(inboxMailboxCursors)
      .where(eq(inboxMailboxCursors.inboxId, inbox.id));
    expect(cursor?.lastUid ?? 0).toBe(Math.max(0, ...ledger.map((l) => l.uid ?? 0)));
    // Papertray's own disk is no fault of the mailbox: no error, no back-off, lease let go.
    const [row] = await t.database.db.select().from(inboxes).where(eq(inboxes.id, inbox.id));
    expect(row).toMatchObject({
      lastError: null,
      failureCount: 0,
      nextSyncAfter: null,
      syncLeaseId: null,
    });
    await expectOnlyCompleteFiles();
    await expectNoRowWithoutItsFile();
  });

  it('takes everything once space is freed: the upload, the SMTP retry, the rest of the mailbox', async () => {
    await rm(filler(), { force: true });

    const response = await upload(pdf);
    expect(response.statusCode, response.body).toBe(201);

    expect((await sendRaw(receiver.port, [address], smtpMail)).error).toBeNull();
    const smtpRows = await t.database.db
      .select({ subject: emails.subject })
      .from(emails)
      .where(eq(emails.source, 'smtp'));
    expect(smtpRows).toEqual([{ subject: 'Sent while the store is full' }]);

    const [inbox] = await t.database.db
      .select()
      .from(inboxes)
      .where(eq(inboxes.username, USER.user));
    const outcome = await mail.sync.sync(inbox!.id);
    expect(outcome.status).toBe('done');
    const imapRows = await t.database.db
      .select({ subject: emails.subject })
      .from(emails)
      .where(eq(emails.inboxId, inbox!.id));
    expect(imapRows).toHaveLength(MAILS);
    expect(new Set(imapRows.map((r) => r.subject)).size).toBe(MAILS);
    expect(
      await t.database.db.select().from(mailLedger).where(eq(mailLedger.inboxId, inbox!.id)),
    ).toHaveLength(MAILS);
    await expectOnlyCompleteFiles();
    await expectNoRowWithoutItsFile();
  });
});
