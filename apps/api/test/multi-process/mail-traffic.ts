import { createHash } from 'node:crypto';
import type { DovecotServer } from '@papertray/test-servers/dovecot';
import { connectImap, rawMail, tinyPdf } from '../../src/modules/inboxes/testing/mail-fixtures';
import { sendRaw } from '../../src/modules/smtp-receiver/testing/receiver-harness';

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** One mail the test sent, with what must come out of it. */
export interface SentMail {
  messageId: string;
  raw: Buffer;
  /** SHA-256 of the PDF attachment (each one's bytes are unique), if it has one. */
  pdfSha256: string | null;
}

/** `count` distinct mails; every `pdfEvery`-th carries a small PDF of its own. */
export function makeMails(kind: string, count: number, pdfEvery: number): SentMail[] {
  return Array.from({ length: count }, (_, i) => {
    const messageId = `<${kind}-${i}-${Date.now().toString(36)}@multi-process.test>`;
    const pdf = i % pdfEvery === 0 ? tinyPdf(`${kind} ${i} ${messageId}`) : null;
    const raw = rawMail({
      subject: `${kind} mail ${i}`,
      messageId,
      text: `Mail ${i} through ${kind}.`,
      attachments: pdf
        ? [{ filename: `${kind}-${i}.pdf`, contentType: 'application/pdf', content: pdf }]
        : [],
    });
    return { messageId, raw, pdfSha256: pdf ? sha256(pdf) : null };
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface SmtpDeliveryStats {
  delivered: number;
  /** Attempts that failed (connection refused or cut, 4xx) and were tried again. */
  retries: number;
  lastErrors: string[];
}

/**
 * Delivers every mail like a sending mail server: `concurrency` connections at a time, and a
 * failed attempt (connection trouble, a 4xx) is retried with the same bytes until `deadline`.
 */
export async function deliverSmtp(
  port: number,
  to: string,
  mails: SentMail[],
  options: { concurrency: number; pauseMs: number; deadline: number },
): Promise<SmtpDeliveryStats> {
  const stats: SmtpDeliveryStats = { delivered: 0, retries: 0, lastErrors: [] };
  let next = 0;
  const sender = async () => {
    while (next < mails.length) {
      const mail = mails[next++]!;
      for (;;) {
        const outcome = await sendRaw(port, [to], mail.raw);
        if (outcome.error === null && outcome.accepted.length === 1) break;
        const reason = (
          outcome.error
            ? `${outcome.error.responseCode} ${outcome.error.response}`
            : `rejected ${outcome.rejected.join(',')}`
        ).replace(/\s+/g, ' ');
        if (outcome.error && outcome.error.responseCode >= 500) {
          throw new Error(`SMTP refused ${mail.messageId} for good: ${reason}`);
        }
        stats.retries += 1;
        stats.lastErrors = [...stats.lastErrors.slice(-4), reason];
        if (Date.now() > options.deadline) {
          throw new Error(`SMTP delivery of ${mail.messageId} kept failing: ${reason}`);
        }
        await sleep(300);
      }
      stats.delivered += 1;
      await sleep(options.pauseMs);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, sender));
  return stats;
}

/** Appends mails to a Dovecot folder over IMAP, `pauseMs` apart (new mail arriving). */
export async function appendImap(
  server: DovecotServer,
  user: { user: string; password: string },
  mails: SentMail[],
  pauseMs: number,
): Promise<void> {
  const client = await connectImap(server, user);
  try {
    for (const mail of mails) {
      await client.append('INBOX', mail.raw);
      if (pauseMs > 0) await sleep(pauseMs);
    }
  } finally {
    await client.logout();
  }
}
