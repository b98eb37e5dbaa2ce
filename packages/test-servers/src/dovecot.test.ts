import { existsSync } from 'node:fs';
import { createConnection } from 'node:net';
import { ImapFlow } from 'imapflow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { start, type DovecotServer } from './dovecot';

const USER = { user: 'test@example.com', password: 'secret' };

function mail(n: number): string {
  return [
    'From: Sender <sender@example.com>',
    'To: test@example.com',
    `Subject: Message ${n}`,
    `Message-ID: <m${n}@example.com>`,
    'Date: Sun, 22 Nov 2026 10:00:00 +0000',
    '',
    `Body ${n}`,
    '',
  ].join('\r\n');
}

describe('dovecot test server', () => {
  let server: DovecotServer;

  beforeAll(async () => {
    server = await start({ users: [USER], tls: true });
  });
  afterAll(async () => {
    await server?.stop();
  });

  function client(): ImapFlow {
    return new ImapFlow({
      host: server.host,
      port: server.port,
      secure: false,
      doSTARTTLS: false,
      auth: { user: USER.user, pass: USER.password },
      logger: false,
    });
  }

  it('appends, lists and fetches messages, then changes UIDVALIDITY', async () => {
    const uids = await server.appendMessages(USER.user, 'INBOX', [mail(1), mail(2), mail(3)]);
    expect(uids).toEqual([1, 2, 3]);

    const imap = client();
    let before: bigint | undefined;
    await imap.connect();
    try {
      const lock = await imap.getMailboxLock('INBOX');
      try {
        const mailbox = imap.mailbox;
        if (!mailbox) throw new Error('no mailbox selected');
        before = mailbox.uidValidity;
        const subjects: string[] = [];
        for await (const message of imap.fetch('1:*', { envelope: true, source: true })) {
          subjects.push(message.envelope?.subject ?? '');
          expect(message.source?.toString()).toContain(`Body ${subjects.length}`);
        }
        expect(subjects).toEqual(['Message 1', 'Message 2', 'Message 3']);
      } finally {
        lock.release();
      }
    } finally {
      await imap.logout();
    }

    await server.setUidValidity(USER.user, 'INBOX', 4242);
    // A new session, as a sync run would open: the old one may cache the selected mailbox.
    const again = client();
    await again.connect();
    try {
      const status = await again.status('INBOX', { uidValidity: true, messages: true });
      if (!status) throw new Error('STATUS failed');
      expect(status.uidValidity).toBe(4242n);
      expect(status.uidValidity).not.toBe(before);
      expect(status.messages).toBe(3);
    } finally {
      await again.logout();
    }
  });

  it('creates mailboxes', async () => {
    await server.createMailbox(USER.user, 'Invoices');
    await server.appendMessages(USER.user, 'Invoices', [mail(4)]);
    const imap = client();
    await imap.connect();
    try {
      const list = await imap.list();
      expect(list.map((entry) => entry.path)).toContain('Invoices');
    } finally {
      await imap.logout();
    }
  });

  it('speaks IMAPS with the self-signed certificate', async () => {
    if (server.tlsPort === undefined) throw new Error('no IMAPS port');
    const imap = new ImapFlow({
      host: server.host,
      port: server.tlsPort,
      secure: true,
      tls: { ca: server.certificate, servername: 'localhost' },
      auth: { user: USER.user, pass: USER.password },
      logger: false,
    });
    await imap.connect();
    try {
      const status = await imap.status('INBOX', { messages: true });
      expect(status && status.messages).toBe(3);
    } finally {
      await imap.logout();
    }
  });

  it('rejects a wrong password', async () => {
    const imap = new ImapFlow({
      host: server.host,
      port: server.port,
      secure: false,
      doSTARTTLS: false,
      auth: { user: USER.user, pass: 'wrong' },
      logger: false,
    });
    await expect(imap.connect()).rejects.toThrow();
  });
});

describe('dovecot lifecycle', () => {
  it('stops the server and removes its temp dir', async () => {
    const server = await start({ users: [USER] });
    expect(existsSync(server.dir)).toBe(true);
    await server.stop();
    expect(existsSync(server.dir)).toBe(false);
    const refused = await new Promise<boolean>((resolve) => {
      const socket = createConnection({ host: server.host, port: server.port });
      socket.once('connect', () => {
        socket.destroy();
        resolve(false);
      });
      socket.once('error', () => resolve(true));
    });
    expect(refused).toBe(true);
  });
});
