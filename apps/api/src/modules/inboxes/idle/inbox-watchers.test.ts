import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { start, type DovecotServer } from '@papertray/test-servers/dovecot';
import { openTestDatabase } from '../../../../test/databases';
import type { DatabaseHandle } from '../../../platform/db/database';
import { CredentialsCipher } from '../credentials-cipher';
import { InboxesRepository } from '../inboxes.repository';
import { rawMail, seedInbox, seedProject } from '../testing/mail-fixtures';
import { InboxWatchers } from './inbox-watchers';

const USERS = ['idle', 'moves', 'paused'].map((user) => ({ user, password: `pw-${user}` }));
const silent = { warn: () => {}, info: () => {} };

/** Polls `check` until it holds or `ms` pass. */
async function eventually(check: () => boolean, ms = 10_000): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('IMAP IDLE watchers against a real Dovecot (PGlite)', () => {
  let dovecot: DovecotServer;
  let database: DatabaseHandle;
  let repo: InboxesRepository;
  const cipher = new CredentialsCipher(randomBytes(32).toString('hex'));
  let watchers: InboxWatchers | null = null;
  let cues: string[] = [];

  beforeAll(async () => {
    [dovecot, database] = await Promise.all([start({ users: USERS }), openTestDatabase('pglite')]);
    repo = new InboxesRepository(database.db);
  });
  afterEach(async () => {
    await watchers?.stop();
    watchers = null;
    cues = [];
  });
  afterAll(async () => {
    await dovecot?.stop();
    await database?.close();
  });

  async function inboxFor(user: string, server: { host: string; port: number } = dovecot) {
    const { projectId } = await seedProject(database, 'enterprise');
    return seedInbox(database, cipher, { projectId, server, user, password: `pw-${user}` });
  }
  function startWatchers(retryBaseMs = 60_000) {
    watchers = new InboxWatchers({
      repo,
      cipher,
      log: silent,
      onNewMail: (inboxId) => cues.push(inboxId),
      settings: { reconcileMs: 60_000, watcher: { retryBaseMs } },
    });
    return watchers.start();
  }
  const cuesFor = (inboxId: string) => cues.filter((id) => id === inboxId).length;

  it('cues a sync once connected, then again as soon as new mail arrives', async () => {
    const inbox = await inboxFor('idle');
    await startWatchers();
    await eventually(() => watchers!.watcherOf(inbox.id)?.watching === true);
    // The cue on connecting covers mail that came while nobody watched.
    await eventually(() => cuesFor(inbox.id) === 1);

    await dovecot.appendMessages('idle', 'INBOX', [rawMail({ subject: 'Invoice 1' })]);
    await eventually(() => cuesFor(inbox.id) === 2);
    await dovecot.appendMessages('idle', 'INBOX', [rawMail({ subject: 'Invoice 2' })]);
    await eventually(() => cuesFor(inbox.id) === 3);
  });

  it('stops watching a deactivated inbox and restarts when its settings change', async () => {
    const inbox = await inboxFor('moves');
    await startWatchers();
    await eventually(() => watchers!.watcherOf(inbox.id)?.watching === true);
    const first = watchers!.watcherOf(inbox.id);

    await repo.update(inbox.id, { selectedMailboxes: ['INBOX', 'Archive'], name: 'renamed' });
    await watchers!.reconcile();
    // Neither change touches the watched folder (INBOX) or the connection: same watcher.
    expect(watchers!.watcherOf(inbox.id)).toBe(first);

    await repo.update(inbox.id, { allowSelfSigned: true });
    await watchers!.reconcile();
    expect(watchers!.watcherOf(inbox.id)).not.toBe(first);
    expect(first!.watching).toBe(false);

    await repo.update(inbox.id, { status: 'inactive' });
    await watchers!.reconcile();
    expect(watchers!.watchedInboxIds).not.toContain(inbox.id);

    await repo.update(inbox.id, { status: 'active', failureCount: 2 });
    await watchers!.reconcile();
    // A failing inbox waits for the scheduled sync's back-off instead of a second connection.
    expect(watchers!.watchedInboxIds).not.toContain(inbox.id);
  });

  it('survives a server that accepts and drops connections, and a closed port', async () => {
    const dropping: Server = createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => dropping.listen(0, '127.0.0.1', resolve));
    const droppingPort = (dropping.address() as { port: number }).port;
    try {
      const flaky = await inboxFor('paused', { host: '127.0.0.1', port: droppingPort });
      const closed = await inboxFor('paused', { host: '127.0.0.1', port: 1 });
      const healthy = await inboxFor('idle');
      await startWatchers(50);
      await eventually(() => watchers!.watcherOf(healthy.id)?.watching === true);
      // Retries with back-off keep going without an unhandled error taking the process down.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(watchers!.watcherOf(flaky.id)?.watching).toBe(false);
      expect(watchers!.watcherOf(closed.id)?.watching).toBe(false);
      expect(cuesFor(flaky.id) + cuesFor(closed.id)).toBe(0);
      expect(watchers!.watcherOf(healthy.id)?.watching).toBe(true);
    } finally {
      await new Promise((resolve) => dropping.close(resolve));
    }
  });
});
