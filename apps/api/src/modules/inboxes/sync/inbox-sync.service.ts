import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { ImapFlow } from 'imapflow';
import type { Db } from '../../../platform/db/database';
import { isImapInbox, type ImapInbox } from '../imap-inbox';
import type { IngestService, RawMessageInput } from '../../ingest/ingest.service';
import type { CredentialsCipher } from '../credentials-cipher';
import {
  closeImap,
  connectImap,
  DEFAULT_IMAP_TIMEOUTS,
  type ImapSettings,
  type ImapTimeouts,
} from '../imap/imap-connection';
import { imapErrorMessage } from '../imap/imap-error-message';
import type { InboxesRepository, InboxPatch } from '../inboxes.repository';
import type { MailQuota } from './mail-quota';
import { planChunks } from './plan-chunks';
import { uidSet, uidSetSlices } from './uid-set';
import { StorageFullError, StorageUnavailableError } from '../../../platform/storage/file-storage';

export type SyncStatus = 'done' | 'busy' | 'skipped' | 'failed';

export interface SyncOutcome {
  status: SyncStatus;
  /** New mails stored by this run. */
  created: number;
  /** What was recorded as the inbox's lastError (null when all went well). */
  error: string | null;
}

export interface InboxSyncSettings {
  /** How long a sync's lease lasts without renewal; a dead worker blocks the inbox this long. */
  leaseMs: number;
  /** Messages per fetch and per transaction. */
  chunkSize: number;
  /** Bytes of message sources per chunk (a bigger message gets a chunk of its own). */
  chunkBytes: number;
  /**
   * Chunks parsed and being stored while earlier ones wait for their commit: the file store's
   * fsyncs of several chunks overlap (and with the parsing of the next), commits stay in order.
   */
  chunksInFlight: number;
  timeouts: ImapTimeouts;
  /** Back-off after the n-th failed attempt in a row: min(base * 2^(n-1), max). */
  backoffBaseMs: number;
  backoffMaxMs: number;
}

export const DEFAULT_SYNC_SETTINGS: InboxSyncSettings = {
  leaseMs: 120_000,
  chunkSize: 50,
  chunkBytes: 32 * 1024 * 1024,
  chunksInFlight: 3,
  timeouts: DEFAULT_IMAP_TIMEOUTS,
  backoffBaseMs: 5 * 60_000,
  backoffMaxMs: 6 * 60 * 60_000,
};

/** UIDs per size lookup: short command lines however large or gappy the folder. */
const SIZE_FETCH_SLICE = 2000;

export function imapSettingsOf(inbox: ImapInbox, password: string): ImapSettings {
  return {
    host: inbox.host,
    port: inbox.port,
    username: inbox.username,
    password,
    security: inbox.security,
    allowSelfSigned: inbox.allowSelfSigned,
  };
}

class LeaseLostError extends Error {
  constructor() {
    super('Another worker took over this inbox sync');
  }
}

/**
 * Papertray's own database failed during a sync (a restart, a failover), not the mail server:
 * nothing the inbox or its owner can fix, so it is not recorded on the inbox.
 */
export class SyncDatabaseError extends Error {
  constructor(cause: unknown) {
    super(`The database failed during the sync: ${(cause as Error)?.message ?? String(cause)}`, {
      cause,
    });
  }
}

/**
 * Papertray's own file store refused the chunk's files (full, or S3 not answering): like a
 * database failure, nothing the inbox's owner can fix.
 */
function isStorageFailure(error: unknown): error is StorageFullError | StorageUnavailableError {
  return error instanceof StorageFullError || error instanceof StorageUnavailableError;
}

/**
 * Marks a failure of a database call made by the sync as SyncDatabaseError. A commit waits for
 * its chunk's files first, so a storage failure passes through as it is.
 */
function database<T>(call: Promise<T>): Promise<T> {
  return call.catch((error: unknown) => {
    if (error instanceof SyncDatabaseError || isStorageFailure(error)) throw error;
    throw new SyncDatabaseError(error);
  });
}

/** Mails still allowed this sync run, shared by all folders of the inbox. */
interface Budget {
  remaining: number | null;
  exhausted: boolean;
}

/**
 * Pulls new mail of one inbox into Papertray: per selected folder a cursor (UIDVALIDITY + last
 * committed UID), SEARCH for UIDs above it received since the inbox's sync-from date, then
 * sources in bounded chunks, each ingested and committed together with the cursor. Whatever
 * breaks in between, a re-run starts at the last committed chunk and the ingestion's unique
 * constraints absorb the overlap.
 */
export class InboxSyncService {
  private readonly settings: InboxSyncSettings;

  constructor(
    private readonly deps: {
      db: Db;
      repo: InboxesRepository;
      ingest: IngestService;
      quota: MailQuota;
      cipher: CredentialsCipher;
      log: Pick<FastifyBaseLogger, 'warn' | 'info'>;
      settings?: Partial<InboxSyncSettings>;
      /**
       * Told (never rejecting) when a sync succeeds for an inbox that had failed before: the IDLE
       * watchers leave failing inboxes alone and take this one up again.
       */
      onRecovered?: () => Promise<void>;
    },
  ) {
    this.settings = { ...DEFAULT_SYNC_SETTINGS, ...deps.settings };
  }

  async sync(inboxId: string): Promise<SyncOutcome> {
    const { repo } = this.deps;
    const inbox = await repo.findById(inboxId);
    // The project inbox is fed by the SMTP receiver; there is nothing to fetch.
    if (!inbox || inbox.status !== 'active' || !isImapInbox(inbox)) {
      return { status: 'skipped', created: 0, error: null };
    }
    const leaseId = randomUUID();
    if (!(await repo.acquireLease(inboxId, leaseId, this.settings.leaseMs))) {
      return { status: 'busy', created: 0, error: null };
    }
    const lease = this.keepLease(inboxId, leaseId);
    let client: ImapFlow | null = null;
    try {
      const password = this.deps.cipher.open(inbox.passwordSealed);
      client = await connectImap(imapSettingsOf(inbox, password), this.settings.timeouts);
      const budgetStart = await database(this.deps.quota.allowance(inbox.projectId));
      const budget: Budget = { remaining: budgetStart.remaining, exhausted: false };
      const problems: string[] = [];
      let created = 0;
      for (const mailbox of inbox.selectedMailboxes) {
        const result = await this.syncMailbox(client, inbox, mailbox, budget, lease);
        created += result.created;
        if (result.problem) problems.push(result.problem);
        if (budget.exhausted) break;
      }
      if (budget.exhausted) problems.unshift(budgetStart.message);
      const error = problems.length > 0 ? problems.join(' ') : null;
      await database(
        lease.release({
          isConnected: true,
          lastError: error,
          lastSyncAt: new Date(),
          failureCount: 0,
          nextSyncAfter: null,
        }),
      );
      if (inbox.failureCount > 0) await this.deps.onRecovered?.();
      return { status: 'done', created, error };
    } catch (error) {
      if (error instanceof SyncDatabaseError || isStorageFailure(error)) {
        // No failure count, back-off or error for the user: the job is retried, and the lease is
        // let go now if the database is back already, else it runs out by itself. The chunks
        // committed so far stay; the failed one moved no cursor, so a re-run fetches it again.
        this.deps.log.warn(
          { err: error instanceof SyncDatabaseError ? error.cause : error, inboxId },
          error instanceof SyncDatabaseError
            ? 'Inbox sync stopped: database error'
            : 'Inbox sync stopped: file store error',
        );
        await lease.release({}).catch(() => {});
        throw error;
      }
      const message =
        error instanceof LeaseLostError
          ? error.message
          : client === null || isConnectionError(error)
            ? imapErrorMessage(error, inbox)
            : `Sync failed: ${(error as Error).message}`;
      this.deps.log.warn({ err: error, inboxId }, 'Inbox sync failed');
      if (!(error instanceof LeaseLostError)) {
        const failures = inbox.failureCount + 1;
        const delay = Math.min(
          this.settings.backoffBaseMs * 2 ** (failures - 1),
          this.settings.backoffMaxMs,
        );
        await lease.release({
          isConnected: false,
          lastError: message,
          failureCount: failures,
          nextSyncAfter: new Date(Date.now() + delay),
        });
      } else {
        lease.stop();
      }
      return { status: 'failed', created: 0, error: message };
    } finally {
      lease.stop();
      if (client) await closeImap(client);
    }
  }

  private async syncMailbox(
    client: ImapFlow,
    inbox: ImapInbox,
    mailbox: string,
    budget: Budget,
    lease: Lease,
  ): Promise<{ created: number; problem?: string }> {
    const { repo, ingest, db } = this.deps;
    let lock;
    try {
      lock = await client.getMailboxLock(mailbox, { readOnly: true });
    } catch (error) {
      if (isMissingMailbox(error)) {
        return { created: 0, problem: `The folder "${mailbox}" does not exist on the server.` };
      }
      throw error;
    }
    try {
      const box = client.mailbox;
      if (!box) throw new Error(`Folder ${mailbox} is not open`);
      const uidValidity = Number(box.uidValidity);
      const cursor = await database(repo.findCursor(inbox.id, mailbox));
      // A new UIDVALIDITY invalidates every UID we know: read the folder again from the
      // since-date; mails already stored are recognised by their raw hash, not duplicated.
      const lastUid = cursor && cursor.uidValidity === uidValidity ? cursor.lastUid : 0;
      const found = await client.search(
        { uid: `${lastUid + 1}:*`, since: inbox.syncFromDate },
        { uid: true },
      );
      // `N:*` also matches the highest UID when it is below N: filter ourselves.
      let uids = (Array.isArray(found) ? found : []).filter((uid) => uid > lastUid);
      uids.sort((a, b) => a - b);
      let limited = false;
      if (budget.remaining !== null && uids.length > budget.remaining) {
        uids = uids.slice(0, budget.remaining);
        limited = true;
      }

      const sizes = new Map<number, number>();
      for (const slice of uidSetSlices(uids, SIZE_FETCH_SLICE)) {
        for (const message of await client.fetchAll(
          slice,
          { uid: true, size: true },
          { uid: true },
        )) {
          sizes.set(message.uid, message.size ?? 0);
        }
      }
      const chunks = planChunks(uids, sizes, this.settings.chunkSize, this.settings.chunkBytes);
      const fetchChunk = (chunk: number[]) =>
        client.fetchAll(
          uidSet(chunk),
          { uid: true, source: true, internalDate: true },
          { uid: true },
        );

      let created = 0;
      // A pipeline: fetch chunk i+1 from IMAP and parse chunk i while the chunks before it are
      // stored and committed. Commits run in order, one at a time, each with its cursor move and
      // each after the one before it succeeded, so the cursor never passes an uncommitted
      // chunk. Parsing waits while `chunksInFlight` chunks, or chunkBytes of sources, await
      // their commit: memory stays bounded however large the mails.
      let next = chunks.length > 0 ? fetchChunk(chunks[0]!) : null;
      let committing: Promise<void> = Promise.resolve();
      const waiting: { committed: Promise<void>; durable: Promise<void>; bytes: number }[] = [];
      let waitingBytes = 0;
      try {
        for (let i = 0; i < chunks.length; i++) {
          const fetched = await next!;
          next = i + 1 < chunks.length ? fetchChunk(chunks[i + 1]!) : null;
          // If this chunk fails, the prefetch's own failure must not surface as unhandled.
          next?.catch(() => {});
          while (
            waiting.length >= Math.max(1, this.settings.chunksInFlight) ||
            (waiting.length > 0 && waitingBytes >= this.settings.chunkBytes)
          ) {
            const oldest = waiting.shift()!;
            waitingBytes -= oldest.bytes;
            await oldest.committed;
          }
          lease.check();
          const chunkMax = chunks[i]!.at(-1)!;
          const inputs: RawMessageInput[] = fetched
            .filter((m) => m.source && m.uid > lastUid)
            .map((m) => ({
              projectId: inbox.projectId,
              inboxId: inbox.id,
              source: 'imap',
              mailbox,
              uidValidity,
              uid: m.uid,
              raw: m.source!,
              receivedAt: m.internalDate ? new Date(m.internalDate) : undefined,
            }));
          const prepared = await ingest.prepareBatch(inputs);
          committing = committing.then(() =>
            database(
              ingest.commitBatch(prepared, {
                onCommit: (tx) =>
                  repo.saveCursor(tx, {
                    inboxId: inbox.id,
                    mailbox,
                    uidValidity,
                    lastUid: chunkMax,
                  }),
              }),
            ).then((results) => {
              created += results.filter((r) => r.created).length;
            }),
          );
          committing.catch(() => {});
          const bytes = inputs.reduce((sum, input) => sum + input.raw.length, 0);
          waiting.push({ committed: committing, durable: prepared.durable, bytes });
          waitingBytes += bytes;
          if (budget.remaining !== null) budget.remaining -= inputs.length;
        }
      } catch (error) {
        // Chunks prepared before the failure still commit, in order, and the file writes of the
        // ones that will not commit settle (and clean up after themselves): a failed sync
        // leaves nothing in flight behind it once the lease and the mailbox lock go.
        await committing.catch(() => {});
        await Promise.allSettled(waiting.map((chunk) => chunk.durable));
        throw error;
      }
      await committing;
      if (limited) {
        budget.exhausted = true;
      } else {
        // Everything below UIDNEXT was searched: older mail there is before the since-date.
        await database(
          repo.saveCursor(db, {
            inboxId: inbox.id,
            mailbox,
            uidValidity,
            lastUid: Math.max(lastUid, uids.at(-1) ?? 0, box.uidNext - 1),
          }),
        );
      }
      return { created };
    } finally {
      lock.release();
    }
  }

  /** Renews the lease in the background; a lost lease stops the sync at the next chunk. */
  private keepLease(inboxId: string, leaseId: string): Lease {
    const { repo } = this.deps;
    const { leaseMs } = this.settings;
    let lost = false;
    const timer = setInterval(
      () => {
        repo.renewLease(inboxId, leaseId, leaseMs).then(
          (held) => {
            if (!held) lost = true;
          },
          (error: unknown) => this.deps.log.warn({ err: error, inboxId }, 'Lease renewal failed'),
        );
      },
      Math.max(250, Math.floor(leaseMs / 3)),
    );
    timer.unref();
    return {
      check() {
        if (lost) throw new LeaseLostError();
      },
      stop() {
        clearInterval(timer);
      },
      async release(patch: InboxPatch) {
        clearInterval(timer);
        await repo.releaseLease(inboxId, leaseId, patch);
      },
    };
  }
}

interface Lease {
  check(): void;
  stop(): void;
  release(patch: InboxPatch): Promise<void>;
}

function isMissingMailbox(error: unknown): boolean {
  const e = error as { code?: string; responseText?: string; serverResponseCode?: string };
  return (
    e.code === 'NotFound' ||
    e.serverResponseCode === 'NONEXISTENT' ||
    /doesn't exist|does not exist|not found/i.test(e.responseText ?? '')
  );
}

/** Errors of the IMAP transport (rather than of our own storage or database). */
function isConnectionError(error: unknown): boolean {
  const e = error as { code?: string; authenticationFailed?: boolean; responseStatus?: string };
  // SQLSTATE codes (five characters, e.g. 23505) come from the database, not from IMAP.
  const isSqlState = typeof e?.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code);
  return Boolean(e?.authenticationFailed || e?.responseStatus || (e?.code && !isSqlState));
}
