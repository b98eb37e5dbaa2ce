/**
 * Runs one inbox sync in its own process, as a worker would, so a test can SIGKILL it half way.
 * Env: DATABASE_URL, FILES_DIR, ENCRYPTION_KEY, INBOX_ID. Prints the outcome as JSON.
 */
import { openPostgres } from '../../../platform/db/postgres';
import { DiskStorage } from '../../../platform/storage/disk-storage';
import { createMailServices } from '../mail-services';

const env = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
};

const database = await openPostgres({
  url: env('DATABASE_URL'),
  migrate: false,
  maxConnections: 2,
});
const mail = createMailServices({
  db: database.db,
  storage: await DiskStorage.open(env('FILES_DIR')),
  encryptionKey: env('ENCRYPTION_KEY'),
  log: { warn: (...args: unknown[]) => console.error(...args), info: () => {} },
  syncSettings: { chunkSize: 10, leaseMs: 1_000 },
});
const outcome = await mail.sync.sync(env('INBOX_ID'));
process.stdout.write(`${JSON.stringify(outcome)}\n`);
await database.close();
