import { isIP } from 'node:net';
import type { ImapFlow, ImapFlowOptions } from 'imapflow';
import type { TInboxSecurity } from '@papertray/contract';

export interface ImapSettings {
  host: string;
  port: number;
  username: string;
  password: string;
  security: TInboxSecurity;
  allowSelfSigned: boolean;
}

export interface ImapTimeouts {
  connectionMs: number;
  greetingMs: number;
  socketMs: number;
}

export const DEFAULT_IMAP_TIMEOUTS: ImapTimeouts = {
  connectionMs: 15_000,
  greetingMs: 10_000,
  socketMs: 120_000,
};

/**
 * imapflow options for an inbox. TLS certificates are verified unless the user explicitly
 * allowed self-signed ones; `starttls` insists on the upgrade (imapflow otherwise falls back to
 * plain text when the server does not offer it).
 */
export function imapOptions(
  settings: ImapSettings,
  timeouts: ImapTimeouts = DEFAULT_IMAP_TIMEOUTS,
): ImapFlowOptions {
  return {
    host: settings.host,
    port: settings.port,
    secure: settings.security === 'tls',
    doSTARTTLS:
      settings.security === 'starttls' ? true : settings.security === 'none' ? false : undefined,
    tls: {
      rejectUnauthorized: !settings.allowSelfSigned,
      ...(isIP(settings.host) ? {} : { servername: settings.host }),
      minVersion: 'TLSv1.2',
    },
    auth: { user: settings.username, pass: settings.password },
    logger: false,
    // A sync issues commands back to back; IDLE in between would only cost round trips.
    disableAutoIdle: true,
    connectionTimeout: timeouts.connectionMs,
    greetingTimeout: timeouts.greetingMs,
    socketTimeout: timeouts.socketMs,
  };
}

/**
 * imapflow's client class, loaded with the first IMAP connection: a server none of whose users
 * has an inbox never loads it (decision 061). A local module is imported, not the package: a
 * bundled CommonJS package's `import()` yields only `default`.
 */
export async function loadImapFlow(): Promise<typeof ImapFlow> {
  return (await import('./imapflow')).ImapFlow;
}

/** Connects and logs in; rejects with imapflow's error (see imapErrorMessage). */
export async function connectImap(
  settings: ImapSettings,
  timeouts?: ImapTimeouts,
): Promise<ImapFlow> {
  const ImapFlowClient = await loadImapFlow();
  const client = new ImapFlowClient(imapOptions(settings, timeouts));
  // Without a listener a late socket error would be an uncaught 'error' event.
  client.on('error', () => {});
  await client.connect();
  return client;
}

/** Logs out politely, but never lets a dead connection hang or throw on the way out. */
export async function closeImap(client: ImapFlow): Promise<void> {
  const timer = setTimeout(() => client.close(), 5_000);
  try {
    await client.logout();
  } catch {
    client.close();
  } finally {
    clearTimeout(timer);
  }
}
