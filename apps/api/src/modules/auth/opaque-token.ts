import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe; used for refresh and password-reset tokens. */
export function generateOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Tokens are stored as SHA-256: they are already 256-bit random, so a fast hash is enough to make
 * a database leak useless, and lookups stay one indexed equality.
 */
export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
