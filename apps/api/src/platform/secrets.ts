import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Reads a secret from DATA_DIR/keys/<name>, creating it (random, owner-only) on first use, so
 * the embedded default needs no configuration and keeps sessions valid across restarts.
 */
export function loadOrCreateSecret(dataDir: string, name: string, bytes = 32): string {
  const dir = path.join(dataDir, 'keys');
  const file = path.join(dir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(bytes).toString('hex');
  // 'wx' fails if another process created it meanwhile; then read theirs.
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST')
      return readFileSync(file, 'utf8').trim();
    throw error;
  }
}

export interface Secrets {
  /** HS256 key for access tokens. */
  jwtSecret: string;
  /** AES-256-GCM key (hex) for secrets at rest, e.g. IMAP passwords. */
  encryptionKey: string;
  /** HMAC key for ALTCHA challenges. */
  altchaHmacKey: string;
}

export function loadSecrets(config: {
  dataDir: string;
  jwtSecret: string | null;
  encryptionKey: string | null;
  /** Unset: DATA_DIR/keys/altcha-hmac-key. Several web processes need the same key. */
  altchaHmacKey?: string | null;
}): Secrets {
  return {
    jwtSecret: config.jwtSecret ?? loadOrCreateSecret(config.dataDir, 'jwt-secret'),
    encryptionKey: config.encryptionKey ?? loadOrCreateSecret(config.dataDir, 'encryption-key'),
    altchaHmacKey: config.altchaHmacKey ?? loadOrCreateSecret(config.dataDir, 'altcha-hmac-key'),
  };
}
