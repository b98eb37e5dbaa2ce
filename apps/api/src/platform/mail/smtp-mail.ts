import nodemailer from 'nodemailer';
import type { OutgoingMail, OutgoingMessage } from './outgoing-mail';

/** Sends through a real SMTP server (SMTP_URL, e.g. smtps://user:pass@smtp.example.com). */
export function createSmtpMail(smtpUrl: string, from: string): OutgoingMail {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send({ to, subject, text, html }: OutgoingMessage) {
      await transport.sendMail({ from, to, subject, text, ...(html ? { html } : {}) });
    },
    async close() {
      transport.close();
    },
  };
}
