import { SignJWT, errors, jwtVerify } from 'jose';
import { ACCESS_TOKEN_TTL_SECONDS } from '@papertray/contract';

const ISSUER = 'papertray';
const ALGORITHM = 'HS256';

export interface AccessTokenClaims {
  /** User id. */
  userId: string;
  /** Refresh-token family (the login session); lets logout and password change target it. */
  sessionId: string;
}

/** Short-lived HS256 JWT; `sub` is the user id, `sid` the session (refresh family). */
export class AccessTokens {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly ttlSeconds: number = ACCESS_TOKEN_TTL_SECONDS,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  async sign(claims: AccessTokenClaims, now: Date = new Date()): Promise<string> {
    const iat = Math.floor(now.getTime() / 1000);
    return new SignJWT({ sid: claims.sessionId })
      .setProtectedHeader({ alg: ALGORITHM })
      .setSubject(claims.userId)
      .setIssuer(ISSUER)
      .setIssuedAt(iat)
      .setExpirationTime(iat + this.ttlSeconds)
      .sign(this.key);
  }

  /** Returns the claims, or null for anything not a valid, unexpired token of ours. */
  async verify(token: string, now: Date = new Date()): Promise<AccessTokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: ISSUER,
        algorithms: [ALGORITHM],
        currentDate: now,
        requiredClaims: ['sub', 'exp'],
      });
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
      return { userId: payload.sub, sessionId: payload.sid };
    } catch (error) {
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
  }
}

/** A JWT has three dot-separated parts; our opaque refresh tokens never contain a dot. */
export function looksLikeJwt(token: string): boolean {
  return token.split('.').length === 3;
}
