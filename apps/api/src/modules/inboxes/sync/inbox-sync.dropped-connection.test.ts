import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { start, type DovecotServer } from '@papertray/test-servers/dovecot';
import { startTcpProxy, type TcpProxy } from '@papertray/test-servers/tcp-proxy';
import { openTestDatabase } from '../../../../test/databases';
import type { DatabaseHandle } from '../../../platform/db/database';
import { attachments, emails, inboxes } from '../../../platform/db/schema';
import { DiskStorage } from '../../../platform/storage/disk-storage';
import { createMailServices, type MailServices } from '../mail-services';
import {
  appendWithDates,
  rawMail,
  seedInbox,
  seedProject,
  tinyPdf,
} from '../testing/mail-fixtures';

const USER = { user: 'flaky', password: 'pw-flaky' };
const MAILS = 40;
const silent = { warn: () => {}, info: () => {} };

describe('inbox sync when the IMAP connection drops mid-fetch (PGlite, real Dovecot)', () => {
  let dovecot: DovecotServer;
  let database: DatabaseHandle;
  let filesDir: string;
  let mail: MailServices;
  let storage: DiskStorage;
  let proxy: TcpProxy;
  const pdfs = new Map<string, string>();

  beforeAll(async () => {
    [dovecot, database, filesDir] = await Promise.all([
      start({ users: [USER] }),
      openTestDatabase('pglite'),
      mkdtemp(path.join(tmpdir(), 'papertray-drop-files-')),
    ]);
    storage = await DiskStorage.open(filesDir);
    mail = createMailServices({
      db: database.db,
      storage,
      encryptionKey: randomBytes(32).toString('hex'),
      log: silent,
      syncSettings: { chunkSize: 7 },
    });
    await appendWithDates(
      dovecot,
      USER,
      'INBOX',
      Array.from({ length: MAILS }, (_, i) => {
        const pdf =
          i % 4 === 0 ? tinyPdf(`invoice ${i} ${randomBytes(2048).toString('hex')}`) : null;
        if (pdf) pdfs.set(`invoice-${i}.pdf`, createHash('sha256').update(pdf).digest('hex'));
        return {
          raw: rawMail({
            subject: `dropped ${i}`,
            attachments: pdf
              ? [{ filename: `invoice-${i}.pdf`, contentType: 'application/pdf', content: pdf }]
              : [],
          }),
        };
      }),
    );
    // Cut three connections part-way through the mail data (past login and the first fetches).
    proxy = await startTcpProxy(
      { host: dovecot.host, port: dovecot.port },
      { cut: { count: 3, afterBytes: 40_000 } },
    );
  }, 60_000);
  afterAll(async () => {
    await proxy?.close();
    await dovecot?.stop();
    await database?.close();
    if (filesDir) await rm(filesDir, { recursive: true, force: true });
  });

  it('says what happened, keeps what came before the drop, and completes exactly once on retry', async () => {
    const { projectId } = await seedProject(database, 'enterprise');
    const inbox = await seedInbox(database, mail.cipher, {
      projectId,
      server: proxy,
      user: USER.user,
      password: USER.password,
    });

    const storedCount = async () =>
      (await database.db.select({ id: emails.id }).from(emails).where(eq(emails.inboxId, inbox.id)))
        .length;
    const outcomes = [];
    const counts: number[] = [];
    for (let attempt = 0; attempt < 8; attempt++) {
      const outcome = await mail.sync.sync(inbox.id);
      outcomes.push(outcome);
      counts.push(await storedCount());
      if (outcome.status === 'done') break;
      expect(outcome.error).toMatch(/closed the connection unexpectedly/);
      // A failed run names the cause in words and leaves the inbox retryable.
      expect(outcome.error).toBeTruthy();
      const [row] = await database.db.select().from(inboxes).where(eq(inboxes.id, inbox.id));
      expect(row!.lastError).toBe(outcome.error);
      expect(row!.syncLeaseId).toBeNull();
    }
    expect(
      outcomes.some((o) => o.status === 'failed'),
      'a connection was cut',
    ).toBe(true);
    expect(outcomes.at(-1)?.status).toBe('done');
    expect(proxy.connections).toBeGreaterThan(3);
    // Each cut run kept the chunks it had committed, and the next went on from there.
    // (measured: 0, 7, 21, then all 40 — the first cut came before a chunk was committed)
    expect(counts.slice(0, -1).some((n) => n > 0)).toBe(true);
    for (let i = 1; i < counts.length; i++)
      expect(counts[i]!).toBeGreaterThanOrEqual(counts[i - 1]!);

    // Nothing lost, nothing doubled: every mail once, every PDF once with its bytes.
    const stored = await database.db
      .select({ subject: emails.subject, messageId: emails.messageId })
      .from(emails)
      .where(eq(emails.inboxId, inbox.id));
    expect(stored).toHaveLength(MAILS);
    expect(new Set(stored.map((m) => m.subject)).size).toBe(MAILS);
    const files = await database.db
      .select({ filename: attachments.filename, sha256: attachments.sha256 })
      .from(attachments)
      .innerJoin(emails, eq(emails.id, attachments.emailId))
      .where(eq(emails.inboxId, inbox.id));
    expect(files).toHaveLength(pdfs.size);
    for (const file of files) {
      expect(file.sha256).toBe(pdfs.get(file.filename));
      const bytes = await storage.getBuffer(file.sha256);
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(file.sha256);
    }
    const [row] = await database.db.select().from(inboxes).where(eq(inboxes.id, inbox.id));
    expect(row).toMatchObject({ isConnected: true, lastError: null, failureCount: 0 });
    // A later run finds nothing new.
    expect((await mail.sync.sync(inbox.id)).created).toBe(0);
  }, 120_000);
});
