import type { FastifyBaseLogger } from 'fastify';
import type { InboxRow } from '../../../platform/db/schema';
import type { CredentialsCipher } from '../credentials-cipher';
import { isImapInbox, type ImapInbox } from '../imap-inbox';
import type { InboxesRepository } from '../inboxes.repository';
import { imapSettingsOf } from '../sync/inbox-sync.service';
import { InboxWatcher, type InboxWatcherSettings } from './inbox-watcher';

export interface InboxWatchersSettings {
  /** IDLE connections this process holds at most (servers and file descriptors are finite). */
  maxConnections: number;
  /** How often the set of watched inboxes is brought in line with the database. */
  reconcileMs: number;
  watcher?: Partial<InboxWatcherSettings>;
}

export const DEFAULT_WATCHERS_SETTINGS: InboxWatchersSettings = {
  maxConnections: 200,
  reconcileMs: 60_000,
};

/**
 * Keeps one IDLE watcher per watchable inbox (see InboxesRepository.listWatchable): starts
 * watchers for new inboxes, stops them for deactivated, deleted or failing ones, and restarts
 * them when the connection settings or the watched folder change.
 */
export class InboxWatchers {
  private readonly watchers = new Map<string, { watcher: InboxWatcher; version: string }>();
  private timer: NodeJS.Timeout | null = null;
  private reconciling: Promise<void> | null = null;
  private readonly settings: InboxWatchersSettings;

  constructor(
    private readonly deps: {
      repo: Pick<InboxesRepository, 'listWatchable'>;
      cipher: CredentialsCipher;
      onNewMail: (inboxId: string) => void;
      log: Pick<FastifyBaseLogger, 'warn' | 'info'>;
      settings?: Partial<InboxWatchersSettings>;
    },
  ) {
    this.settings = { ...DEFAULT_WATCHERS_SETTINGS, ...deps.settings };
  }

  /** Inbox ids with a watcher (connected or retrying). */
  get watchedInboxIds(): string[] {
    return [...this.watchers.keys()];
  }

  watcherOf(inboxId: string): InboxWatcher | undefined {
    return this.watchers.get(inboxId)?.watcher;
  }

  async start(): Promise<void> {
    await this.reconcile();
    this.timer = setInterval(() => {
      this.reconcile().catch((error: unknown) =>
        this.deps.log.warn({ err: error }, 'Could not update the IMAP IDLE watchers'),
      );
    }, this.settings.reconcileMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.reconciling;
    const watchers = [...this.watchers.values()];
    this.watchers.clear();
    await Promise.all(watchers.map(({ watcher }) => watcher.stop()));
  }

  /** One pass at a time; a call during a pass waits for it. */
  reconcile(): Promise<void> {
    this.reconciling ??= this.reconcileOnce().finally(() => {
      this.reconciling = null;
    });
    return this.reconciling;
  }

  private async reconcileOnce(): Promise<void> {
    const rows = await this.deps.repo.listWatchable(this.settings.maxConnections);
    const wanted = new Map<string, { inbox: ImapInbox; version: string }>();
    for (const row of rows) {
      if (isImapInbox(row)) wanted.set(row.id, { inbox: row, version: versionOf(row) });
    }
    for (const [inboxId, current] of this.watchers) {
      if (wanted.get(inboxId)?.version === current.version) continue;
      this.watchers.delete(inboxId);
      await current.watcher.stop();
    }
    for (const [inboxId, { inbox, version }] of wanted) {
      if (this.watchers.has(inboxId)) continue;
      const watcher = this.watcherFor(inbox);
      if (!watcher) continue;
      this.watchers.set(inboxId, { watcher, version });
      watcher.start();
    }
  }

  private watcherFor(inbox: ImapInbox): InboxWatcher | null {
    let password: string;
    try {
      password = this.deps.cipher.open(inbox.passwordSealed);
    } catch (error) {
      this.deps.log.warn({ err: error, inboxId: inbox.id }, 'Cannot open the inbox password');
      return null;
    }
    return new InboxWatcher({
      inboxId: inbox.id,
      mailbox: watchedMailbox(inbox),
      settings: imapSettingsOf(inbox, password),
      onNewMail: this.deps.onNewMail,
      log: this.deps.log,
      watcherSettings: this.settings.watcher,
    });
  }
}

/** IDLE watches one folder per connection: INBOX when selected (where new mail lands), else the first. */
function watchedMailbox(inbox: InboxRow): string {
  const selected = inbox.selectedMailboxes;
  return selected.find((name) => name.toUpperCase() === 'INBOX') ?? selected[0] ?? 'INBOX';
}

/** What a watcher's connection depends on; a change means a new connection. */
function versionOf(inbox: ImapInbox): string {
  return JSON.stringify([
    inbox.host,
    inbox.port,
    inbox.username,
    inbox.passwordSealed,
    inbox.security,
    inbox.allowSelfSigned,
    watchedMailbox(inbox),
  ]);
}
