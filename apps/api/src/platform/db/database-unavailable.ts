/** pg's own messages for a connection that did not answer, broke or could not be had. */
const UNAVAILABLE_MESSAGES = new Set([
  'Query read timeout',
  'timeout exceeded when trying to connect',
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'Client was closed and is not queryable',
  'Client has encountered a connection error and is not queryable',
]);

const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE']);

/**
 * SQLSTATEs of a server that cannot serve now: class 08 (connection exception), too many
 * connections, statement timeout / cancel, shutting down or starting up.
 */
function isUnavailableSqlState(code: string): boolean {
  return /^08/.test(code) || ['53300', '57014', '57P01', '57P02', '57P03'].includes(code);
}

/**
 * True when a failure (or one of its causes: drizzle wraps the driver's error) means the
 * database did not answer in time or could not be reached, rather than that it refused the
 * statement: the caller should try again later (HTTP 503, decision 073).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    const code = (current as { code?: unknown }).code;
    if (UNAVAILABLE_MESSAGES.has(current.message)) return true;
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || isUnavailableSqlState(code))) {
      return true;
    }
    current = current.cause;
  }
  return false;
}
