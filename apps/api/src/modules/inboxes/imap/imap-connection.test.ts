import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { start, type DovecotServer } from '@papertray/test-servers/dovecot';
import { closeImap, connectImap, type ImapSettings } from './imap-connection';
import { imapErrorMessage } from './imap-error-message';

const USER = { user: 'tls', password: 'pw-tls' };

/** Certificates are checked unless the user allowed self-signed ones, on TLS and STARTTLS. */
describe('IMAP connection security against a Dovecot with a self-signed certificate', () => {
  let dovecot: DovecotServer;
  beforeAll(async () => {
    dovecot = await start({ users: [USER], tls: true });
  });
  afterAll(() => dovecot?.stop());

  const settings = (over: Partial<ImapSettings>): ImapSettings => ({
    host: dovecot.host,
    port: dovecot.tlsPort!,
    username: USER.user,
    password: USER.password,
    security: 'tls',
    allowSelfSigned: false,
    ...over,
  });

  async function outcome(over: Partial<ImapSettings>): Promise<string> {
    const s = settings(over);
    try {
      const client = await connectImap(s);
      const secure = (client as unknown as { secureConnection: boolean }).secureConnection;
      await closeImap(client);
      return secure ? 'connected securely' : 'connected in plain text';
    } catch (error) {
      return imapErrorMessage(error, s);
    }
  }

  it('refuses a self-signed certificate on TLS unless allowed', async () => {
    expect(await outcome({})).toMatch(/self-signed/);
    expect(await outcome({ allowSelfSigned: true })).toBe('connected securely');
  });

  it('upgrades with STARTTLS on the plain port, with the same certificate rule', async () => {
    expect(await outcome({ port: dovecot.port, security: 'starttls' })).toMatch(/self-signed/);
    expect(await outcome({ port: dovecot.port, security: 'starttls', allowSelfSigned: true })).toBe(
      'connected securely',
    );
  });

  it('explains a TLS handshake on a plain port', async () => {
    expect(await outcome({ port: dovecot.port, security: 'tls' })).toMatch(
      /secure \(TLS\) connection .* could not be set up|did not answer in time/,
    );
  });
});
