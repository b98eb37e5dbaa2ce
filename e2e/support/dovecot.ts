import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { start, type DovecotServer } from '@papertray/test-servers/dovecot';

export const MAIL_USER = { user: 'test', password: 'secret' } as const;
export const PDF_FILENAME = 'AzureInterior.pdf';
export const INVOICE_SUBJECT = 'Invoice INV-1001 from Azure Interior';
export const NOTE_SUBJECT = 'Lunch on Friday?';

const PDF_FIXTURE = fileURLToPath(
  new URL(`../../packages/extract/test/fixtures/invoices/${PDF_FILENAME}`, import.meta.url),
);

function wrapBase64(data: Buffer): string {
  return (data.toString('base64').match(/.{1,76}/g) ?? []).join('\r\n');
}

function invoiceMail(pdf: Buffer): string {
  const boundary = 'papertray-e2e-boundary';
  return [
    'From: Azure Interior <billing@azure-interior.example>',
    'To: test@example.com',
    `Subject: ${INVOICE_SUBJECT}`,
    `Date: ${new Date().toUTCString()}`,
    'Message-ID: <invoice-1001@azure-interior.example>',
    'MIME-Version: 1.0',
    `Content-Type: multipart/mixed; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: multipart/alternative; boundary="alt"',
    '',
    '--alt',
    'Content-Type: text/plain; charset=utf-8',
    '',
    'Hello, please find our invoice INV-1001 attached.',
    '--alt',
    'Content-Type: text/html; charset=utf-8',
    '',
    '<p>Hello, please find our invoice <b>INV-1001</b> attached.</p>' +
      '<p><a href="https://azure-interior.example/pay">Pay online</a></p>' +
      '<p><img src="https://azure-interior.example/logo.png" alt="Azure Interior logo"></p>',
    '--alt--',
    `--${boundary}`,
    `Content-Type: application/pdf; name="${PDF_FILENAME}"`,
    `Content-Disposition: attachment; filename="${PDF_FILENAME}"`,
    'Content-Transfer-Encoding: base64',
    '',
    wrapBase64(pdf),
    `--${boundary}--`,
    '',
  ].join('\r\n');
}

function noteMail(): string {
  return [
    'From: Sam Carter <sam@example.org>',
    'To: test@example.com',
    `Subject: ${NOTE_SUBJECT}`,
    `Date: ${new Date(Date.now() - 60 * 60 * 1000).toUTCString()}`,
    'Message-ID: <lunch@example.org>',
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    '',
    'Are you free for lunch on Friday?',
    '',
  ].join('\r\n');
}

/** A subject of one 150-character word, as some billing systems send: it must wrap, not widen. */
export const UNBROKEN_SUBJECT = `Rechnung_${'0123456789'.repeat(14)}_final`;

/** A mail whose subject has no space to break at. */
export function unbrokenSubjectMail(): string {
  return [
    'From: Billing System <no-reply@billing-system.example>',
    'To: test@example.com',
    `Subject: ${UNBROKEN_SUBJECT}`,
    `Date: ${new Date(Date.now() - 2 * 60 * 60 * 1000).toUTCString()}`,
    'Message-ID: <unbroken@billing-system.example>',
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    '',
    `See ${'https://billing-system.example/'.padEnd(140, 'x')}`,
    '',
  ].join('\r\n');
}

/** A real Dovecot with two mails in INBOX (an invoice with a PDF and a plain note), and more. */
export async function startMailServer(more: string[] = []): Promise<DovecotServer> {
  const server = await start({ users: [MAIL_USER] });
  try {
    const pdf = await readFile(PDF_FIXTURE);
    await server.appendMessages(MAIL_USER.user, 'INBOX', [invoiceMail(pdf), noteMail(), ...more]);
    return server;
  } catch (error) {
    await server.stop();
    throw error;
  }
}
