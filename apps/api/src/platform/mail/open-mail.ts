import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { createOutboxMail } from './outbox-mail';
import type { OutgoingMail } from './outgoing-mail';
import { createSmtpMail } from './smtp-mail';

export function openOutgoingMail(
  config: { dataDir: string; mail: { smtpUrl: string | null; from: string } },
  log: FastifyBaseLogger,
): OutgoingMail {
  if (config.mail.smtpUrl) return createSmtpMail(config.mail.smtpUrl, config.mail.from);
  return createOutboxMail(path.join(config.dataDir, 'outbox'), config.mail.from, log);
}
