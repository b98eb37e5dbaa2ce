import type { ImapFlow } from 'imapflow';
import type { FastifyBaseLogger } from 'fastify';
import { closeImap, imapOptions, loadImapFlow, type ImapSettings } from '../imap/imap-connection';

export interface InboxWatcherSettings {
  /** IDLE is broken and restarted this often; RFC 2177 lets servers drop it after 29 minutes. */
  restartIdleMs: number;
  /** Back-off after the n-th failed connection in a row: min(base * 2^(n-1), max). */
  retryBaseMs: number;
  retryMaxMs: number;
}

export const DEFAULT_WATCHER_SETTINGS: InboxWatcherSettings = {
  restartIdleMs: 5 * 60_000,
  retryBaseMs: 30_000,
  retryMaxMs: 15 * 60_000,
};

export interface InboxWatcherOptions {
  inboxId: string;
  mailbox: string;
  settings: ImapSettings;
  /** Called when the server reports more messages in the watched folder than before. */
  onNewMail: (inboxId: string) => void;
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>;
  watcherSettings?: Partial<InboxWatcherSettings>;
}

/**
 * Holds one IMAP connection to one folder of an inbox in IDLE, so new mail is synced within
 * seconds instead of at the next scheduled run. It only cues a sync: reading mail stays the
 * sync's job, and so do the inbox's error fields (a watcher that cannot connect just retries
 * with back-off; the scheduled sync reports the problem to the user).
 */
export class InboxWatcher {
  private client: ImapFlow | null = null;
  private stopped = false;
  private failures = 0;
  private retryTimer: NodeJS.Timeout | null = null;
  private readonly settings: InboxWatcherSettings;

  constructor(private readonly options: InboxWatcherOptions) {
    this.settings = { ...DEFAULT_WATCHER_SETTINGS, ...options.watcherSettings };
  }

  get inboxId(): string {
    return this.options.inboxId;
  }

  /** True while a connection is open and selected on the folder. */
  get watching(): boolean {
    return this.client?.usable === true && this.client.mailbox !== false;
  }

  start(): void {
    void this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = null;
    if (client) await closeImap(client);
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    const { inboxId, mailbox, onNewMail } = this.options;
    const ImapFlowClient = await loadImapFlow();
    if (this.stopped) return;
    const client = new ImapFlowClient({
      ...imapOptions(this.options.settings),
      disableAutoIdle: true,
      maxIdleTime: this.settings.restartIdleMs,
    });
    this.client = client;
    client.on('error', () => {});
    client.on('exists', (event: { count: number; prevCount: number }) => {
      if (event.count > event.prevCount) onNewMail(inboxId);
    });
    client.on('close', () => {
      if (this.client === client) this.retryLater();
    });
    try {
      await client.connect();
      await client.mailboxOpen(mailbox, { readOnly: true });
      if (this.stopped) return void (await closeImap(client));
      this.failures = 0;
      // Mail that arrived while this watcher was (re)connecting is picked up by a sync now.
      onNewMail(inboxId);
      // idle() restarts itself every restartIdleMs and returns when the connection ends.
      while (!this.stopped && this.client === client && this.watching) {
        if ((await client.idle()) === false) break;
      }
      if (!this.stopped && this.client === client) client.close();
    } catch (error) {
      if (this.stopped || this.client !== client) return;
      this.options.log.info({ err: error, inboxId }, 'IMAP IDLE connection failed; retrying');
      client.close();
    }
  }

  private retryLater(): void {
    if (this.stopped || this.retryTimer) return;
    this.failures++;
    const delay = Math.min(
      this.settings.retryBaseMs * 2 ** (this.failures - 1),
      this.settings.retryMaxMs,
    );
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.connect();
    }, delay);
    this.retryTimer.unref();
  }
}
