import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { start, type DovecotServer } from '@papertray/test-servers/dovecot';
import { openTestDatabase } from '../../../../test/databases';
import type { DatabaseHandle } from '../../../platform/db/database';
import { emails } from '../../../platform/db/schema';
import { DiskStorage } from '../../../platform/storage/disk-storage';
import { createMailServices, type MailServices } from '../mail-services';
import { rawMail, seedInbox, seedProject } from '../testing/mail-fixtures';

const USER = { user: 'long', password: 'pw-long' };
const MESSAGES = 700;
const silent = { warn: () => {}, info: () => {} };

/**
 * A folder too long to name its UIDs one by one in a command. Dovecot refuses lines over
 * imap_max_line_length (64 KB by default, ~11,000 five-digit UIDs); lowered to 2 KB here, 700
 * mails are enough to meet the limit a 30,000-mail folder meets in production.
 */
describe('a folder whose UID list exceeds the server’s command line limit (PGlite)', () => {
  let dovecot: DovecotServer;
  let database: DatabaseHandle;
  let filesDir: string;
  let mail: MailServices;

  beforeAll(async () => {
    [dovecot, database, filesDir] = await Promise.all([
      start({ users: [USER], imapMaxLineLength: 2048 }),
      openTestDatabase('pglite'),
      mkdtemp(path.join(tmpdir(), 'papertray-long-folder-')),
    ]);
    mail = createMailServices({
      db: database.db,
      storage: await DiskStorage.open(filesDir),
      encryptionKey: randomBytes(32).toString('hex'),
      log: silent,
    });
    await dovecot.appendMessages(
      USER.user,
      'INBOX',
      Array.from({ length: MESSAGES }, (_, i) => rawMail({ subject: `Statement ${i}` })),
    );
  }, 120_000);
  afterAll(async () => {
    await dovecot?.stop();
    await database?.close();
    if (filesDir) await rm(filesDir, { recursive: true, force: true });
  });

  it('syncs every mail, asking for UID ranges instead of one number each', async () => {
    const { projectId } = await seedProject(database, 'enterprise');
    const inbox = await seedInbox(database, mail.cipher, { projectId, server: dovecot, ...USER });
    const outcome = await mail.sync.sync(inbox.id);
    expect(outcome).toEqual({ status: 'done', created: MESSAGES, error: null });
    const [stored] = await database.db
      .select({ n: count() })
      .from(emails)
      .where(eq(emails.inboxId, inbox.id));
    expect(stored!.n).toBe(MESSAGES);
  }, 120_000);
});
