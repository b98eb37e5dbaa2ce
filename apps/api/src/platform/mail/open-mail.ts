import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { OutgoingMail } from './outgoing-mail';

/**
 * SMTP when SMTP_URL is set, else the dev outbox. The transport and nodemailer are loaded at the
 * first message: a server that sends none (most of the time) need not load them (decision 061).
 * Each transport is its own module, imported lazily (a bundled CommonJS package imported with
 * `import()` itself would yield only `default`).
 */
export function openOutgoingMail(
  config: { dataDir: string; mail: { smtpUrl: string | null; from: string } },
  log: FastifyBaseLogger,
): OutgoingMail {
  const { smtpUrl, from } = config.mail;
  let opening: Promise<OutgoingMail> | null = null;
  const open = () =>
    (opening ??= smtpUrl
      ? import('./smtp-mail').then(({ createSmtpMail }) => createSmtpMail(smtpUrl, from))
      : import('./outbox-mail').then(({ createOutboxMail }) =>
          createOutboxMail(path.join(config.dataDir, 'outbox'), from, log),
        ));
  return {
    async send(message) {
      await (await open()).send(message);
    },
    async close() {
      const mail = await opening?.catch(() => null);
      await mail?.close();
    },
  };
}
