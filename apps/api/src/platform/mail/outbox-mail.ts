import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { OutgoingMail, OutgoingMessage } from './outgoing-mail';

/**
 * Dev default when SMTP_URL is unset: builds the real RFC 822 message with nodemailer and writes
 * it to DATA_DIR/outbox/*.eml (open it with any mail client), and logs the message's link.
 */
export function createOutboxMail(
  outboxDir: string,
  from: string,
  log: FastifyBaseLogger,
): OutgoingMail {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send({ to, subject, text, html, devLink }: OutgoingMessage) {
      const info = await transport.sendMail({ from, to, subject, text, ...(html ? { html } : {}) });
      await mkdir(outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(outboxDir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, info.message as Buffer);
      log.info({ to, subject, file, link: devLink }, 'Mail written to outbox (SMTP_URL not set)');
    },
    async close() {
      transport.close();
    },
  };
}
