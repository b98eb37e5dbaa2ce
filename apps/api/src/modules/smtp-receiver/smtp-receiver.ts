import type { AddressInfo } from 'node:net';
import type { SMTPServerAddress } from 'smtp-server';
import type { FastifyBaseLogger } from 'fastify';
import type { IngestService } from '../ingest/ingest.service';
import { ClientRateLimiter } from './client-rate-limiter';
import { EarlyTalkerPasses, GreetingSmtpServer } from './greeting';
import type { GreetingPause } from './greeting-pause';
import { GroupCommit } from './group-commit';
import { readCapped } from './read-capped';
import { RecipientCache } from './recipient-cache';
import { countSmtpOutcome } from '../../platform/metrics/process-metrics';
import { StorageFullError } from '../../platform/storage/file-storage';
import { SMTP_REPLIES, smtpError, tooLarge, type SmtpReply } from './smtp-replies';

export interface SmtpReceiverSettings {
  /** Interface to bind (0.0.0.0 in production, 127.0.0.1 in tests). */
  host: string;
  /** 0 picks a free port (tests); the chosen one is on the returned receiver. */
  port: number;
  /** Name in the greeting and EHLO reply: the host the MX record points at. */
  hostname: string;
  maxMessageBytes: number;
  /** Open connections at once; beyond that smtp-server answers 421. */
  maxConnections: number;
  /** Per client IP: new connections per minute and messages per minute (each on its own). */
  perClientPerMinute: number;
  /** Which clients wait 100 ms for the greeting (the early-talker check): decision 060. */
  greetingPause: GreetingPause;
  /** STARTTLS is offered only with a certificate; an MX without one still takes plain mail. */
  tls: { cert: Buffer; key: Buffer } | null;
}

/** A recipient project and the project inbox its mail is listed under. */
export interface DeliveryTarget {
  projectId: string;
  inboxId: string;
}

export interface SmtpReceiverDeps {
  settings: SmtpReceiverSettings;
  /** Where mail to an address goes, or null when it is unknown or deactivated. */
  deliveryTargetFor(address: string): Promise<DeliveryTarget | null>;
  /** Null when the project may take one more mail this month, else the 452 refusal. */
  quotaRefusal(projectId: string): Promise<SmtpReply | null>;
  ingest: Pick<IngestService, 'prepareBatch' | 'commitBatch'>;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /**
   * Runs after every recipient project's ingestion committed and before the 250 reply. Only the
   * crash test sets it (to die exactly there); nothing in production does.
   */
  afterIngest?: () => void;
}

export interface SmtpReceiver {
  readonly port: number;
  /** Stops accepting; open sessions get a few seconds to finish before they are cut. */
  close(): Promise<void>;
}

const MAX_RECIPIENTS = 100;
const SOCKET_TIMEOUT_MS = 60_000;
const CLOSE_GRACE_MS = 5_000;

/**
 * The project addresses' MX: no AUTH (anyone may send to a project, as to any mailbox), refusals
 * at the earliest step that knows (RCPT for unknown addresses and plan limits, MAIL FROM SIZE=
 * and DATA for size), and 250 only once the message is committed for every recipient project.
 * Anything failing after DATA is a 451, so the sending server keeps the mail and retries; the
 * retry is deduplicated by ingestion (same raw bytes in the same project are one email).
 */
export async function startSmtpReceiver(deps: SmtpReceiverDeps): Promise<SmtpReceiver> {
  const { settings, log } = deps;
  const connections = new ClientRateLimiter(settings.perClientPerMinute);
  const messages = new ClientRateLimiter(settings.perClientPerMinute);
  // The accepted RCPT objects are the ones smtp-server keeps in the envelope: remember which
  // project each resolved to so DATA does not look them up again.
  const targetOf = new WeakMap<SMTPServerAddress, DeliveryTarget>();
  const commits = new GroupCommit(deps.ingest);
  const recipients = new RecipientCache((address) => deps.deliveryTargetFor(address));

  const passes = new EarlyTalkerPasses();
  const server = new GreetingSmtpServer(
    {
      name: settings.hostname,
      banner: 'Papertray mail receiver',
      size: settings.maxMessageBytes,
      rejectOversized: true,
      maxClients: settings.maxConnections,
      maxRecipients: MAX_RECIPIENTS,
      // Off by default in smtp-server; senders log and bounce with them (5.1.1, 4.2.2 ...).
      hideENHANCEDSTATUSCODES: false,
      authOptional: true,
      disabledCommands: settings.tls ? ['AUTH'] : ['AUTH', 'STARTTLS'],
      ...(settings.tls ? { key: settings.tls.key, cert: settings.tls.cert } : {}),
      // A reverse lookup per connection would put DNS latency in front of every mail.
      disableReverseLookup: true,
      socketTimeout: SOCKET_TIMEOUT_MS,
      closeTimeout: CLOSE_GRACE_MS,
      logger: false,

      onConnect(session, callback) {
        if (connections.take(session.remoteAddress)) return callback();
        log.warn({ ip: session.remoteAddress }, 'SMTP connection rate limit hit');
        countSmtpOutcome('rate_limited');
        callback(smtpError(SMTP_REPLIES.tooManyConnections));
      },

      onMailFrom(_address, session, callback) {
        // MAIL FROM follows the greeting and EHLO: the client waited for what it was sent.
        passes.pass(session.remoteAddress);
        if (messages.take(session.remoteAddress)) return callback();
        log.warn({ ip: session.remoteAddress }, 'SMTP message rate limit hit');
        countSmtpOutcome('rate_limited');
        callback(smtpError(SMTP_REPLIES.tooManyMessages));
      },

      onRcptTo(address, _session, callback) {
        resolveRecipient(address.address)
          .then((outcome) => {
            if ('code' in outcome) {
              countSmtpOutcome(outcome.code === 452 ? 'plan_limit' : 'no_such_mailbox');
              return callback(smtpError(outcome));
            }
            targetOf.set(address, outcome);
            callback();
          })
          .catch((error: unknown) => {
            log.error({ err: error }, 'SMTP recipient lookup failed');
            countSmtpOutcome('store_failed');
            callback(smtpError(SMTP_REPLIES.storeFailed));
          });
      },

      onData(stream, session, callback) {
        const receivedAt = new Date();
        // Several addresses of one project (a +tag, a repeat) are one delivery.
        const targets = new Map(
          session.envelope.rcptTo.flatMap((a) => {
            const target = targetOf.get(a);
            return target ? [[target.projectId, target] as const] : [];
          }),
        );
        readCapped(stream, settings.maxMessageBytes)
          .then(async (raw) => {
            if (!raw || stream.sizeExceeded) {
              countSmtpOutcome('too_large');
              return callback(smtpError(tooLarge(settings.maxMessageBytes)));
            }
            // One input per recipient project: the message is theirs alike, stored once each.
            await commits.deliver(
              [...targets.values()].map(({ projectId, inboxId }) => ({
                projectId,
                inboxId,
                source: 'smtp' as const,
                raw,
                receivedAt,
              })),
            );
            deps.afterIngest?.();
            log.info({ bytes: raw.length, projects: targets.size }, 'SMTP message stored');
            countSmtpOutcome('accepted');
            callback(null, 'Message stored');
          })
          .catch((error: unknown) => {
            log.error({ err: error }, 'SMTP message could not be stored; the sender will retry');
            const full = error instanceof StorageFullError;
            countSmtpOutcome(full ? 'storage_full' : 'store_failed');
            callback(smtpError(full ? SMTP_REPLIES.storageFull : SMTP_REPLIES.storeFailed));
          });
      },
    },
    settings.greetingPause,
    passes,
  );
  server.on('error', (error) => log.warn({ err: error }, 'SMTP session error'));

  async function resolveRecipient(address: string): Promise<DeliveryTarget | SmtpReply> {
    const target = await recipients.find(address);
    if (!target) return SMTP_REPLIES.noSuchMailbox;
    return (await deps.quotaRefusal(target.projectId)) ?? target;
  }

  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(settings.port, settings.host, () => {
      server.server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.server.address() as AddressInfo;
  log.info({ host: settings.host, port }, 'SMTP receiver listening');

  return {
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
