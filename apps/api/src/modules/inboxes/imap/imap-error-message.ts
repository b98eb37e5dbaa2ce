import type { ImapFlowError } from 'imapflow';

const UNTRUSTED_CERTIFICATE = new Set([
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'UNABLE_TO_GET_ISSUER_CERT',
]);
const TIMEOUTS = new Set([
  'CONNECT_TIMEOUT',
  'GREETING_TIMEOUT',
  'UPGRADE_TIMEOUT',
  'ETIMEOUT',
  'ETIMEDOUT',
]);

/**
 * Turns what imapflow, Node's sockets, DNS or TLS threw into a sentence a user can act on.
 * The raw detail stays in the server log.
 */
export function imapErrorMessage(error: unknown, where: { host: string; port: number }): string {
  const e = (error ?? {}) as ImapFlowError & { code?: string; reason?: string };
  const code = e.code ?? '';
  const text = `${e.message ?? ''} ${e.responseText ?? ''}`;
  const at = `${where.host}:${where.port}`;
  if (e.authenticationFailed || e.serverResponseCode === 'AUTHENTICATIONFAILED') {
    return 'The server rejected the username or password. Check them (some providers need an app password).';
  }
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'EAI_NODATA') {
    return `The server name "${where.host}" could not be found. Check the IMAP server address.`;
  }
  if (code === 'ECONNREFUSED') {
    return `The connection to ${at} was refused. Check the IMAP server address and port.`;
  }
  if (TIMEOUTS.has(code) || /timed? ?out/i.test(text)) {
    return `The server ${at} did not answer in time. Check the address and port, or try again later.`;
  }
  if (UNTRUSTED_CERTIFICATE.has(code)) {
    return "The server's certificate is not signed by a trusted authority (self-signed). If you run this server yourself, allow self-signed certificates.";
  }
  if (code === 'CERT_HAS_EXPIRED') return "The server's certificate has expired.";
  if (code === 'ERR_TLS_CERT_ALTNAME_INVALID') {
    return `The server's certificate is not valid for "${where.host}".`;
  }
  if (
    code === 'ClosedAfterConnectTLS' ||
    code === 'EPROTO' ||
    /SSL|TLS|wrong version/i.test(text)
  ) {
    return `A secure (TLS) connection to ${at} could not be set up. Port 993 uses TLS and port 143 STARTTLS: check the port and security settings.`;
  }
  if (/STARTTLS/i.test(text)) {
    return `The server ${at} does not offer STARTTLS. Use port 993 with TLS instead.`;
  }
  if (
    code === 'ECONNRESET' ||
    code === 'NoConnection' ||
    code === 'EConnectionClosed' ||
    code === 'ClosedAfterConnectText'
  ) {
    return `The server ${at} closed the connection unexpectedly. Try again later.`;
  }
  if (code === 'EHOSTUNREACH' || code === 'ENETUNREACH') {
    return `The server ${at} cannot be reached from here.`;
  }
  return `Could not connect to the IMAP server: ${e.message || 'unknown error'}`;
}
