import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DovecotServer } from '@papertray/test-servers/dovecot';
import type { DatabaseHandle } from '../../../platform/db/database';
import { emails } from '../../../platform/db/schema';
import type { MailServices } from '../mail-services';
import { rawMail, seedInbox, seedProject } from '../testing/mail-fixtures';
import { startSyncHarness, type SyncHarness } from '../testing/sync-harness';

const USER = { user: 'long', password: 'pw-long' };
const MESSAGES = 700;

/**
 * A folder too long to name its UIDs one by one in a command. Dovecot refuses lines over
 * imap_max_line_length (64 KB by default, ~11,000 five-digit UIDs); lowered to 2 KB here, 700
 * mails are enough to meet the limit a 30,000-mail folder meets in production.
 */
describe('a folder whose UID list exceeds the server’s command line limit (PGlite)', () => {
  let harness: SyncHarness;
  let dovecot: DovecotServer;
  let database: DatabaseHandle;
  let mail: MailServices;

  beforeAll(async () => {
    harness = await startSyncHarness({ users: [USER], imapMaxLineLength: 2048 });
    ({ dovecot, database, mail } = harness);
    await dovecot.appendMessages(
      USER.user,
      'INBOX',
      Array.from({ length: MESSAGES }, (_, i) => rawMail({ subject: `Statement ${i}` })),
    );
  }, 120_000);
  afterAll(async () => {
    await harness?.stop();
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
