/**
 * Background mail of the load bench: SMTP intake at a steady rate to the projects' receiving
 * addresses, and new mail appended to Dovecot mailboxes for IMAP sync to find.
 */
import { ImapFlow } from 'imapflow';
import type { DovecotServer } from '@papertray/test-servers/dovecot';
import { sendRaw } from '../../src/modules/smtp-receiver/testing/receiver-harness';
import { makeMails } from '../../test/multi-process/mail-traffic';

const PDF_EVERY = 10;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface SmtpLoadStats {
  accepted: number;
  /** Temporary refusals and connection trouble (a sending server would retry). */
  deferred: number;
  /** 5xx: refused for good. */
  refused: number;
  lastErrors: string[];
}

/** One mail every 1000 / perSecond ms, round robin over `addresses`, until `deadline`. */
export async function smtpLoad(
  port: number,
  addresses: string[],
  perSecond: number,
  deadline: number,
): Promise<SmtpLoadStats> {
  const stats: SmtpLoadStats = { accepted: 0, deferred: 0, refused: 0, lastErrors: [] };
  const everyMs = 1000 / perSecond;
  const sends: Promise<void>[] = [];
  for (let i = 0; Date.now() < deadline; i++) {
    const started = Date.now();
    const [mail] = makeMails(`load-smtp-${i}`, 1, PDF_EVERY);
    const to = addresses[i % addresses.length]!;
    sends.push(
      sendRaw(port, [to], mail!.raw).then((outcome) => {
        if (outcome.error === null && outcome.accepted.length === 1) {
          stats.accepted += 1;
          return;
        }
        const code = outcome.error?.responseCode ?? 0;
        if (code >= 500) stats.refused += 1;
        else stats.deferred += 1;
        const reason = outcome.error
          ? `${code} ${outcome.error.response}`
          : `rejected ${outcome.rejected.join(',')}`;
        stats.lastErrors = [...stats.lastErrors.slice(-4), reason.replace(/\s+/g, ' ')];
      }),
    );
    await sleep(Math.max(0, everyMs - (Date.now() - started)));
  }
  await Promise.all(sends);
  return stats;
}

export interface ImapMailbox {
  server: DovecotServer;
  user: string;
  password: string;
}

function connect(mailbox: ImapMailbox) {
  const client = new ImapFlow({
    host: mailbox.server.host,
    port: mailbox.server.port,
    secure: false,
    doSTARTTLS: false,
    auth: { user: mailbox.user, pass: mailbox.password },
    logger: false,
  });
  // A dropped connection shows as a failed append; unhandled, the event would end the bench.
  client.on('error', () => {});
  return client;
}

/** Puts `count` mails (every tenth with a PDF) into the mailbox's INBOX before the run. */
export async function seedMailbox(mailbox: ImapMailbox, count: number): Promise<void> {
  const client = connect(mailbox);
  await client.connect();
  try {
    for (const mail of makeMails(`load-imap-${mailbox.user}`, count, PDF_EVERY)) {
      await client.append('INBOX', mail.raw);
    }
  } finally {
    await client.logout();
  }
}

/** One new mail every 1000 / perSecond ms, round robin over the mailboxes; returns how many. */
export async function imapArrivals(
  mailboxes: ImapMailbox[],
  perSecond: number,
  deadline: number,
): Promise<number> {
  const clients = mailboxes.map(connect);
  await Promise.all(clients.map((client) => client.connect()));
  let appended = 0;
  try {
    for (let i = 0; Date.now() < deadline; i++) {
      const started = Date.now();
      const [mail] = makeMails(`load-live-${i}`, 1, PDF_EVERY);
      await clients[i % clients.length]!.append('INBOX', mail!.raw);
      appended += 1;
      await sleep(Math.max(0, 1000 / perSecond - (Date.now() - started)));
    }
  } finally {
    await Promise.allSettled(clients.map((client) => client.logout()));
  }
  return appended;
}
