import { TOKEN_EXPIRY_MARGIN_SECONDS } from '@papertray/contract';

function decodePayload(token: string): unknown {
  const part = token.split('.')[1];
  if (!part) return null;
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  return JSON.parse(atob(padded));
}

/**
 * A token counts as expired when it is malformed, has no `exp`, or expires within the margin
 * (spec section 4), so it is refreshed before a request can fail with it.
 */
export function isTokenExpired(
  token: string,
  nowMs = Date.now(),
  marginSeconds = TOKEN_EXPIRY_MARGIN_SECONDS,
): boolean {
  try {
    const payload = decodePayload(token);
    if (typeof payload !== 'object' || payload === null || !('exp' in payload)) return true;
    const { exp } = payload;
    if (typeof exp !== 'number') return true;
    return exp * 1000 - nowMs <= marginSeconds * 1000;
  } catch {
    return true;
  }
}
