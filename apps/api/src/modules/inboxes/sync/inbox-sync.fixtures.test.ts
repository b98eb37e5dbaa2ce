import { eq, inArray } from 'drizzle-orm';
import { ImapFlow } from 'imapflow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMessage } from '@papertray/mail';
import type { DovecotServer } from '@papertray/test-servers/dovecot';
import type { DatabaseHandle } from '../../../platform/db/database';
import { attachments, emails, mailLedger } from '../../../platform/db/schema';
import { SOURCES, fixture, indexOf } from '../../../../../../packages/mail/test/fixtures';
import type { MailServices } from '../mail-services';
import { seedInbox, seedProject } from '../testing/mail-fixtures';
import { startSyncHarness, type SyncHarness } from '../testing/sync-harness';

const USER = { user: 'fixtures', password: 'pw-fixtures' };

/** The real-world mails @papertray/mail is tested with, now through IMAP and the database. */
describe('every fixture mail through Dovecot and a sync (PGlite)', () => {
  let harness: SyncHarness;
  let dovecot: DovecotServer;
  let database: DatabaseHandle;
  let mail: MailServices;

  beforeAll(async () => {
    harness = await startSyncHarness({ users: [USER] });
    ({ dovecot, database, mail } = harness);
  });
  afterAll(async () => {
    await harness?.stop();
  });

  it('stores each one with every attachment under the right name and size', async () => {
    const client = new ImapFlow({
      host: dovecot.host,
      port: dovecot.port,
      secure: false,
      doSTARTTLS: false,
      auth: { user: USER.user, pass: USER.password },
      logger: false,
    });
    await client.connect();
    const appended = new Map<number, string>();
    const refused: string[] = [];
    for (const source of SOURCES) {
      for (const entry of indexOf(source)) {
        const key = `${source}/${entry.file}`;
        try {
          const result = await client.append('INBOX', fixture(source, entry.file));
          if (result && result.uid) appended.set(result.uid, key);
        } catch {
          refused.push(key);
        }
      }
    }
    await client.logout();
    // All 69 fixture mails (mbox files, bare LF, 8-bit, a TNEF and deep nesting) reach the server.
    expect(refused).toEqual([]);

    const { projectId } = await seedProject(database);
    const inbox = await seedInbox(database, mail.cipher, {
      projectId,
      server: dovecot,
      user: USER.user,
      password: USER.password,
      syncFromDate: new Date(Date.now() - 60_000),
    });
    const outcome = await mail.sync.sync(inbox.id);
    expect(outcome).toMatchObject({ status: 'done', error: null });

    const ledger = await database.db
      .select({ uid: mailLedger.uid, emailId: mailLedger.emailId })
      .from(mailLedger)
      .where(eq(mailLedger.inboxId, inbox.id));
    expect(new Set(ledger.map((l) => l.uid))).toEqual(new Set(appended.keys()));
    const emailOfUid = new Map(ledger.map((l) => [l.uid, l.emailId]));
    const stored = await database.db
      .select()
      .from(attachments)
      .where(inArray(attachments.emailId, [...emailOfUid.values()]));
    const failures = await database.db
      .select({ id: emails.id, parseError: emails.parseError })
      .from(emails)
      .where(eq(emails.inboxId, inbox.id));
    expect(failures.filter((f) => f.parseError)).toEqual([]);

    for (const [uid, key] of appended) {
      const [source, ...rest] = key.split('/');
      // IMAP delivers CRLF line ends: bare LF in a fixture reaches us as CRLF, which changes the
      // size of text parts that are not base64 encoded.
      const raw = Buffer.from(
        fixture(source!, rest.join('/')).toString('latin1').replace(/\r?\n/g, '\r\n'),
        'latin1',
      );
      const expected = (await parseMessage(raw)).attachments.map((a) => [
        a.originalFilename,
        a.size,
      ]);
      const actual = stored
        .filter((a) => a.emailId === emailOfUid.get(uid))
        .sort((a, b) => a.position - b.position)
        .map((a) => [a.originalFilename, a.size]);
      expect(actual, key).toEqual(expected);
    }
  }, 120_000);
});
