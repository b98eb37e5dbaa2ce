import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/databases';
import type { DatabaseHandle } from '../../platform/db/database';
import { attachments, emails, mailLedger } from '../../platform/db/schema';
import type { DiskStorage } from '../../platform/storage/disk-storage';
import type { MailServices } from '../inboxes/mail-services';
import { rawMail, tinyPdf } from '../inboxes/testing/mail-fixtures';
import type { SmtpReceiver } from './smtp-receiver';
import { SmtpDialog } from './testing/smtp-dialog';
import {
  addressService,
  openMailServices,
  projectWithAddress,
  removeDir,
  sendRaw,
  startTestReceiver,
  TEST_MAIL_DOMAIN,
} from './testing/receiver-harness';

const NO_SUCH_MAILBOX = '550 5.1.1 Recipient address rejected: no such mailbox';

/** The receiver over PGlite (the PostgreSQL path is covered by the crash test's process). */
describe('the SMTP receiver (PGlite)', () => {
  let database: DatabaseHandle;
  let mail: MailServices;
  let storage: DiskStorage;
  let filesDir: string;
  let receiver: SmtpReceiver;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    ({ mail, storage, filesDir } = await openMailServices(database));
    receiver = await startTestReceiver(database, mail);
  });
  afterAll(async () => {
    await receiver?.close();
    await database?.close();
    await removeDir(filesDir);
  });

  const smtpMails = (projectId: string) =>
    database.db
      .select()
      .from(emails)
      .where(and(eq(emails.projectId, projectId), eq(emails.source, 'smtp')));

  it('stores an accepted mail with its attachments and its raw bytes', async () => {
    const { projectId, address } = await projectWithAddress(database);
    const raw = rawMail({
      subject: 'Invoice 42',
      attachments: [
        { filename: 'invoice-42.pdf', contentType: 'application/pdf', content: tinyPdf('42') },
        { filename: 'notes.txt', contentType: 'text/plain', content: Buffer.from('see pdf') },
      ],
    });
    const outcome = await sendRaw(receiver.port, [address], raw);
    expect(outcome).toEqual({ accepted: [address], rejected: [], error: null });

    const [email, ...others] = await smtpMails(projectId);
    expect(others).toEqual([]);
    const view = await addressService(database).get(projectId, (await owner(projectId))!);
    expect(email).toMatchObject({
      inboxId: view.inboxId,
      subject: 'Invoice 42',
      attachmentCount: 2,
      hasAttachments: true,
      documentStatus: 'pending',
      parseError: null,
    });
    const files = await database.db
      .select()
      .from(attachments)
      .where(eq(attachments.emailId, email!.id));
    expect(files.map((f) => [f.filename, f.isDocumentCandidate]).sort()).toEqual([
      ['invoice-42.pdf', true],
      ['notes.txt', false],
    ]);
    expect((await storage.getBuffer(email!.rawKey)).equals(raw)).toBe(true);
    expect(view.statistics).toMatchObject({ totalEmails: 1, totalAttachments: 2 });
  });

  it('refuses an unknown address with 550 at RCPT', async () => {
    const outcome = await sendRaw(
      receiver.port,
      [`nobody-aaaaaaaa@${TEST_MAIL_DOMAIN}`],
      rawMail(),
    );
    expect(outcome.error).toEqual({ responseCode: 550, response: NO_SUCH_MAILBOX });
    const other = await sendRaw(receiver.port, ['someone@elsewhere.example'], rawMail());
    expect(other.error?.responseCode).toBe(550);
  });

  it('refuses a deactivated address, and after regenerate the old one but not the new', async () => {
    const a = await projectWithAddress(database);
    await addressService(database).deactivate(a.projectId, a.userId);
    expect((await sendRaw(receiver.port, [a.address], rawMail())).error?.response).toBe(
      NO_SUCH_MAILBOX,
    );

    const b = await projectWithAddress(database);
    const fresh = await addressService(database).regenerate(b.projectId, b.userId);
    expect((await sendRaw(receiver.port, [b.address], rawMail())).error?.response).toBe(
      NO_SUCH_MAILBOX,
    );
    expect((await sendRaw(receiver.port, [fresh.fullEmail], rawMail())).error).toBeNull();
    expect(await smtpMails(b.projectId)).toHaveLength(1);
  });

  it('accepts sub-addressing and any letter case', async () => {
    const { projectId, address } = await projectWithAddress(database);
    const [local, domain] = address.split('@');
    const tagged = `${local!.toUpperCase()}+invoices@${domain!.toUpperCase()}`;
    expect((await sendRaw(receiver.port, [tagged], rawMail())).error).toBeNull();
    expect(await smtpMails(projectId)).toHaveLength(1);
  });

  it('delivers one transaction to every recipient project once, skipping refused ones', async () => {
    const a = await projectWithAddress(database);
    const b = await projectWithAddress(database);
    const unknown = `ghost-bbbbbbbb@${TEST_MAIL_DOMAIN}`;
    const raw = rawMail({ subject: 'For both' });
    // a twice (once with a tag): one project, one email.
    const [local, domain] = a.address.split('@');
    const outcome = await sendRaw(
      receiver.port,
      [a.address, b.address, unknown, `${local}+x@${domain}`],
      raw,
    );
    expect(outcome.rejected).toEqual([unknown]);
    for (const projectId of [a.projectId, b.projectId]) {
      const stored = await smtpMails(projectId);
      expect(stored.map((e) => e.subject)).toEqual(['For both']);
    }
  });

  it('advertises SIZE and refuses an oversized message early (MAIL FROM SIZE=) and at DATA (552)', async () => {
    const { projectId, address } = await projectWithAddress(database);
    const { dialog, greeting } = await SmtpDialog.open(receiver.port);
    try {
      expect(greeting).toMatch(/^220 /);
      const ehlo = await dialog.command('EHLO sender.example');
      expect(ehlo).toContain(`SIZE ${512 * 1024}`);
      expect(ehlo).not.toContain('STARTTLS');
      expect(ehlo).not.toContain('AUTH');
      const early = await dialog.command(`MAIL FROM:<s@supplier.example> SIZE=${10 * 1024 * 1024}`);
      expect(early).toMatch(/^552 /);

      expect(await dialog.command('MAIL FROM:<s@supplier.example>')).toMatch(/^250 /);
      expect(await dialog.command(`RCPT TO:<${address}>`)).toMatch(/^250 /);
      const big = rawMail({
        attachments: [
          {
            filename: 'huge.bin',
            contentType: 'application/octet-stream',
            content: Buffer.alloc(600 * 1024, 7),
          },
        ],
      });
      expect(await dialog.data(big)).toMatch(/^552 /);
      // The session survives: a small mail in the same connection goes through.
      expect(await dialog.command('MAIL FROM:<s@supplier.example>')).toMatch(/^250 /);
      expect(await dialog.command(`RCPT TO:<${address}>`)).toMatch(/^250 /);
      expect(await dialog.data(rawMail({ subject: 'small' }))).toMatch(/^250 /);
    } finally {
      dialog.close();
    }
    expect((await smtpMails(projectId)).map((e) => e.subject)).toEqual(['small']);
  });

  it('refuses with 452 once the owner is past the monthly limit and its grace', async () => {
    const { projectId, address } = await projectWithAddress(database, 'free');
    // Free: 100 a month + 20% grace = 120 counted over all the owner's mail (IMAP and SMTP).
    await database.db.insert(emails).values(
      Array.from({ length: 120 }, (_, i) => ({
        projectId,
        source: i % 2 ? ('imap' as const) : ('smtp' as const),
        messageId: `<quota-${i}@x>`,
        date: new Date(),
        rawKey: i.toString(16).padStart(64, '0'),
        rawSize: 1,
      })),
    );
    const outcome = await sendRaw(receiver.port, [address], rawMail());
    expect(outcome.error?.responseCode).toBe(452);
    expect(outcome.error?.response).toMatch(
      /^452 4\.2\.2 Monthly email limit of the Free plan reached/,
    );
  });

  it('answers 451 when storing fails, and the retry stores the mail exactly once', async () => {
    const { projectId, address } = await projectWithAddress(database);
    let failNext = true;
    const flaky = await startTestReceiver(database, {
      ...mail,
      ingest: {
        prepareBatch: (inputs) => mail.ingest.prepareBatch(inputs),
        commitBatch: async (batch, options) => {
          const result = await mail.ingest.commitBatch(batch, options);
          // Committed, then the reply is lost: exactly what a crash before "250" looks like.
          if (failNext) {
            failNext = false;
            throw new Error('connection to the database lost');
          }
          return result;
        },
      } as MailServices['ingest'],
    });
    try {
      const raw = rawMail({ subject: 'retried' });
      const first = await sendRaw(flaky.port, [address], raw);
      expect(first.error?.response).toMatch(/^451 4\.3\.0 /);
      expect((await sendRaw(flaky.port, [address], raw)).error).toBeNull();
    } finally {
      await flaky.close();
    }
    const stored = await smtpMails(projectId);
    expect(stored.map((e) => e.subject)).toEqual(['retried']);
    const ledger = await database.db
      .select({ emailId: mailLedger.emailId })
      .from(mailLedger)
      .where(eq(mailLedger.projectId, projectId));
    expect(new Set(ledger.map((l) => l.emailId))).toEqual(new Set([stored[0]!.id]));
  });

  it('limits connections per client IP (421) and open connections (maxClients)', async () => {
    const strict = await startTestReceiver(database, mail, {
      SMTP_RATE_LIMIT_PER_MINUTE: '1',
      SMTP_MAX_CONNECTIONS: '1',
    });
    const opened: SmtpDialog[] = [];
    try {
      const first = await SmtpDialog.open(strict.port);
      opened.push(first.dialog);
      expect(first.greeting).toMatch(/^220 /);
      const busy = await SmtpDialog.open(strict.port);
      opened.push(busy.dialog);
      expect(busy.greeting).toMatch(/^421 .*Too many connected clients/);
      first.dialog.close();
      await new Promise((r) => setTimeout(r, 50));
      const third = await SmtpDialog.open(strict.port);
      opened.push(third.dialog);
      // The refused one above never reached the rate check; this is the IP's second this minute.
      expect(third.greeting).toBe(
        '421 Too many connections from your address, try again in a minute',
      );
    } finally {
      for (const dialog of opened) dialog.close();
      await strict.close();
    }
  });

  it('pauses the greeting for a new client only: an early talker gets 421, a client that waited before is greeted at once, once', async () => {
    const fresh = await startTestReceiver(database, mail);
    const always = await startTestReceiver(database, mail, { SMTP_GREETING_PAUSE: 'always' });
    const opened: SmtpDialog[] = [];
    const talkFirst = (port: number) => {
      const dialog = SmtpDialog.talkFirst(port, 'EHLO early.example');
      opened.push(dialog);
      return dialog;
    };
    try {
      const early = talkFirst(fresh.port);
      expect(await early.reply()).toMatch(/^421 .*You talk too soon/);

      // A session that waited for its greeting and reached MAIL FROM passes the check.
      for (const port of [fresh.port, always.port]) {
        const { dialog, greeting } = await SmtpDialog.open(port);
        opened.push(dialog);
        expect(greeting).toMatch(/^220 /);
        expect(await dialog.command('EHLO sender.example')).toMatch(/^250/);
        expect(await dialog.command('MAIL FROM:<a@supplier.example>')).toMatch(/^250/);
        dialog.close();
      }

      // Greeted before it could talk too soon: the greeting went out as the connection opened.
      const known = talkFirst(fresh.port);
      expect(await known.reply()).toMatch(/^220 /);
      expect(await known.reply()).toMatch(/^250/);
      // smtp-server's own 100 ms timer passes without a second greeting.
      await new Promise((r) => setTimeout(r, 150));
      expect(await known.command('NOOP')).toMatch(/^250 /);

      // SMTP_GREETING_PAUSE=always keeps the pause for every client.
      expect(await talkFirst(always.port).reply()).toMatch(/^421 .*You talk too soon/);
    } finally {
      for (const dialog of opened) dialog.close();
      await fresh.close();
      await always.close();
    }
  });

  async function owner(projectId: string): Promise<string | undefined> {
    return (await mail.inboxesRepo.ownerOf(projectId))?.ownerId;
  }
});
