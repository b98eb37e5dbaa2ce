import { decodeJwt } from 'jose';
import type { AccessTokenClaims, AccessTokens } from '../../modules/auth/access-token';

/** Enough for every client active within a token's lifetime on one server. */
const DEFAULT_MAX_ENTRIES = 10_000;

/**
 * Access tokens already verified, until their own expiry: a client sends the same token with
 * every request for its 15 minutes, and jose's WebCrypto HMAC check cost a list request about
 * as much CPU as its database work. An access token is stateless (nothing revokes it before
 * `exp`), so answering from here accepts exactly the tokens verification would. Bounded: the
 * oldest entry goes when it is full.
 */
export class VerifiedAccessTokens {
  private readonly entries = new Map<string, { claims: AccessTokenClaims; expiresAtMs: number }>();

  constructor(
    private readonly accessTokens: AccessTokens,
    private readonly maxEntries = DEFAULT_MAX_ENTRIES,
  ) {}

  /** The claims of a valid, unexpired token of ours, or null (as AccessTokens.verify). */
  async verify(token: string, now: Date = new Date()): Promise<AccessTokenClaims | null> {
    const known = this.entries.get(token);
    if (known) {
      // jose's rule: expired once the whole second `now` has reached exp.
      if (now.getTime() < known.expiresAtMs) return known.claims;
      this.entries.delete(token);
      return null;
    }
    const claims = await this.accessTokens.verify(token, now);
    if (!claims) return null;
    const { exp } = decodeJwt(token);
    if (typeof exp === 'number') this.remember(token, claims, exp * 1000);
    return claims;
  }

  private remember(token: string, claims: AccessTokenClaims, expiresAtMs: number) {
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(token, { claims, expiresAtMs });
  }
}
