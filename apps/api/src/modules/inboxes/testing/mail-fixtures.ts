import { randomBytes } from 'node:crypto';
import { ImapFlow } from 'imapflow';
import type { DovecotServer } from '@papertray/test-servers/dovecot';
import type { DatabaseHandle } from '../../../platform/db/database';
import {
  inboxes,
  projectMembers,
  projects,
  users,
  type InboxRow,
} from '../../../platform/db/schema';
import type { TPlanType, TRole } from '@papertray/contract';
import type { CredentialsCipher } from '../credentials-cipher';

/** A minimal valid PDF, enough for magic-byte detection (and > 2 KB so it is a candidate). */
export function tinyPdf(label = 'invoice'): Buffer {
  const body = `%PDF-1.4\n% ${label}\n1 0 obj << /Type /Catalog >> endobj\n${'% padding\n'.repeat(260)}trailer << /Root 1 0 R >>\n%%EOF\n`;
  return Buffer.from(body);
}

export interface RawMailOptions {
  subject?: string;
  from?: string;
  text?: string;
  html?: string;
  attachments?: { filename: string; contentType: string; content: Buffer }[];
  messageId?: string;
  date?: Date;
}

/** A raw RFC 5322 message with CRLF line ends and base64 attachments. */
export function rawMail(options: RawMailOptions = {}): Buffer {
  const boundary = `b-${randomBytes(6).toString('hex')}`;
  const messageId = options.messageId ?? `<${randomBytes(8).toString('hex')}@test.example>`;
  const head = [
    `From: ${options.from ?? 'Supplier <billing@supplier.example>'}`,
    'To: alice@example.com',
    `Subject: ${options.subject ?? 'Hello'}`,
    `Date: ${(options.date ?? new Date()).toUTCString()}`,
    `Message-ID: ${messageId}`,
    'MIME-Version: 1.0',
  ];
  const parts: string[] = [];
  parts.push(
    `Content-Type: text/plain; charset=utf-8\r\n\r\n${options.text ?? 'Hello there.'}\r\n`,
  );
  if (options.html) parts.push(`Content-Type: text/html; charset=utf-8\r\n\r\n${options.html}\r\n`);
  for (const a of options.attachments ?? []) {
    const b64 = a.content.toString('base64').replace(/.{76}/g, '$&\r\n');
    parts.push(
      `Content-Type: ${a.contentType}; name="${a.filename}"\r\n` +
        `Content-Disposition: attachment; filename="${a.filename}"\r\n` +
        `Content-Transfer-Encoding: base64\r\n\r\n${b64}\r\n`,
    );
  }
  const body = parts.map((p) => `--${boundary}\r\n${p}`).join('') + `--${boundary}--\r\n`;
  head.push(`Content-Type: multipart/mixed; boundary="${boundary}"`);
  return Buffer.from(`${head.join('\r\n')}\r\n\r\n${body}`);
}

/** A plain-text IMAP session to a test Dovecot as `user`, connected. */
export async function connectImap(
  server: { host: string; port: number },
  user: { user: string; password: string },
): Promise<ImapFlow> {
  const client = new ImapFlow({
    host: server.host,
    port: server.port,
    secure: false,
    doSTARTTLS: false,
    auth: { user: user.user, pass: user.password },
    logger: false,
  });
  await client.connect();
  return client;
}

/** Appends with an explicit internal date (what IMAP SEARCH SINCE looks at). */
export async function appendWithDates(
  server: DovecotServer,
  user: { user: string; password: string },
  mailbox: string,
  messages: { raw: Buffer; date?: Date }[],
): Promise<number[]> {
  const client = await connectImap(server, user);
  try {
    const uids: number[] = [];
    for (const m of messages) {
      const result = await client.append(mailbox, m.raw, [], m.date);
      if (result && result.uid !== undefined) uids.push(result.uid);
    }
    return uids;
  } finally {
    await client.logout();
  }
}

export const DAY_MS = 24 * 60 * 60 * 1000;
export const daysAgo = (n: number) => new Date(Date.now() - n * DAY_MS);

/** A user owning a project, written straight to the database. */
export async function seedProject(
  database: DatabaseHandle,
  plan: TPlanType = 'enterprise',
): Promise<{ userId: string; projectId: string }> {
  const [user] = await database.db
    .insert(users)
    .values({ email: `owner-${randomBytes(5).toString('hex')}@example.com`, name: 'Owner', plan })
    .returning();
  const [project] = await database.db
    .insert(projects)
    .values({ name: 'Mail project', ownerId: user!.id })
    .returning();
  await database.db
    .insert(projectMembers)
    .values({ projectId: project!.id, userId: user!.id, role: 'owner' satisfies TRole });
  return { userId: user!.id, projectId: project!.id };
}

export async function seedInbox(
  database: DatabaseHandle,
  cipher: CredentialsCipher,
  values: {
    projectId: string;
    server: { host: string; port: number };
    user: string;
    password: string;
    syncFromDate?: Date;
    mailboxes?: string[];
  },
): Promise<InboxRow> {
  const [row] = await database.db
    .insert(inboxes)
    .values({
      projectId: values.projectId,
      name: `Inbox ${values.user}`,
      emailAddress: `${values.user}@example.com`,
      host: values.server.host,
      port: values.server.port,
      username: values.user,
      passwordSealed: cipher.seal(values.password),
      security: 'none',
      syncFromDate: values.syncFromDate ?? daysAgo(30),
      ...(values.mailboxes ? { selectedMailboxes: values.mailboxes } : {}),
    })
    .returning();
  return row!;
}
