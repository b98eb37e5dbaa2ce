import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../config';
import { loadSecrets } from '../platform/secrets';

/**
 * The two keys a restored install needs to be the same install: ENCRYPTION_KEY (IMAP passwords
 * are sealed with it) and JWT_SECRET (signed-in sessions). A backup keeps them in secrets.json,
 * readable by its owner only: treat a backup folder like the database itself.
 */
interface BackupSecrets {
  jwtSecret: string;
  encryptionKey: string;
}

const FILE = 'secrets.json';

export async function writeBackupSecrets(dir: string, config: AppConfig): Promise<void> {
  const { jwtSecret, encryptionKey } = loadSecrets(config);
  const secrets: BackupSecrets = { jwtSecret, encryptionKey };
  await writeFile(path.join(dir, FILE), `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
}

/**
 * Makes the target install use the backup's keys before anything is restored: the embedded
 * default gets them written to DATA_DIR/keys (when it has none yet); configured keys must match.
 * Returns the problem to show, or null when the keys are in place.
 */
export async function adoptBackupSecrets(dir: string, config: AppConfig): Promise<string | null> {
  const file = path.join(dir, FILE);
  if (!existsSync(file)) return null;
  const secrets = JSON.parse(await readFile(file, 'utf8')) as BackupSecrets;
  const keysDir = path.join(config.dataDir, 'keys');
  const pairs = [
    ['ENCRYPTION_KEY', 'encryption-key', config.encryptionKey, secrets.encryptionKey],
    ['JWT_SECRET', 'jwt-secret', config.jwtSecret, secrets.jwtSecret],
  ] as const;
  for (const [variable, name, configured, wanted] of pairs) {
    if (configured !== null) {
      if (configured !== wanted) {
        return `${variable} differs from the backup's; set it to the value in ${file} (IMAP passwords and sessions depend on it)`;
      }
      continue;
    }
    const keyFile = path.join(keysDir, name);
    if (existsSync(keyFile)) {
      if ((await readFile(keyFile, 'utf8')).trim() !== wanted) {
        return `${keyFile} differs from the backup's key; restore into an empty DATA_DIR, or set ${variable} to the value in ${file}`;
      }
      continue;
    }
    await mkdir(keysDir, { recursive: true, mode: 0o700 });
    await writeFile(keyFile, `${wanted}\n`, { mode: 0o600 });
  }
  return null;
}

/** The keys as environment lines for a deployment that moves to PostgreSQL and S3. */
export async function secretsAsEnv(dir: string): Promise<string> {
  const secrets = JSON.parse(await readFile(path.join(dir, FILE), 'utf8')) as BackupSecrets;
  return `ENCRYPTION_KEY=${secrets.encryptionKey}\nJWT_SECRET=${secrets.jwtSecret}`;
}
