import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMessage } from '@papertray/mail';
import { openTestDatabase } from '../../../test/databases';
import type { DatabaseHandle } from '../../platform/db/database';
import { attachments, emails } from '../../platform/db/schema';
import { SOURCES, fixture, indexOf } from '../../../../../packages/mail/test/fixtures';
import type { SmtpReceiver } from './smtp-receiver';
import {
  openMailServices,
  projectWithAddress,
  openSender,
  removeDir,
  startTestReceiver,
} from './testing/receiver-harness';

/** SMTP carries lines ending in CRLF: a fixture with bare LFs arrives with CRLFs. */
const asSent = (raw: Buffer) =>
  Buffer.from(raw.toString('latin1').replace(/\r?\n/g, '\r\n'), 'latin1');

/** The real-world mails @papertray/mail is tested with, now sent through the receiver (PGlite). */
describe('every fixture mail through the SMTP receiver (PGlite)', () => {
  let database: DatabaseHandle;
  let filesDir: string;
  let receiver: SmtpReceiver;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    const opened = await openMailServices(database);
    filesDir = opened.filesDir;
    receiver = await startTestReceiver(database, opened.mail, {
      SMTP_MAX_MESSAGE_BYTES: String(25 * 1024 * 1024),
    });
  });
  afterAll(async () => {
    await receiver?.close();
    await database?.close();
    await removeDir(filesDir);
  });

  it('accepts each one and stores every attachment under the right name and size', async () => {
    const sender = openSender(receiver.port);
    let sent = 0;
    for (const source of SOURCES) {
      for (const entry of indexOf(source)) {
        const key = `${source}/${entry.file}`;
        // One project per fixture, so each stored mail is found without guessing.
        const { projectId, address } = await projectWithAddress(database);
        const outcome = await sender.send([address], fixture(source, entry.file));
        expect(outcome.error, key).toBeNull();
        sent++;

        const [email, ...more] = await database.db
          .select()
          .from(emails)
          .where(eq(emails.projectId, projectId));
        expect(more, key).toEqual([]);
        expect(email?.parseError, key).toBeNull();
        const expected = (await parseMessage(asSent(fixture(source, entry.file)))).attachments.map(
          (a) => [a.originalFilename, a.size],
        );
        const stored = await database.db
          .select()
          .from(attachments)
          .where(eq(attachments.emailId, email!.id));
        const actual = stored
          .sort((a, b) => a.position - b.position)
          .map((a) => [a.originalFilename, a.size]);
        expect(actual, key).toEqual(expected);
      }
    }
    sender.close();
    expect(sent).toBeGreaterThan(60);
  }, 120_000);
});
