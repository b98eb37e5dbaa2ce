/**
 * The receiver in its own process over PostgreSQL, as the `smtp` role runs it, so a test can
 * kill it at an exact moment. Env: DATABASE_URL, FILES_DIR, MAIL_DOMAIN, SMTP_PORT (0: any).
 * PAPERTRAY_TEST_CRASH_AFTER_INGEST=1 (test-only) makes it SIGKILL itself right after a message
 * is committed and before the 250 reply: the worst moment for a sender.
 * Prints `listening <port>` once it accepts connections.
 */
import { randomBytes } from 'node:crypto';
import { loadConfig } from '../../../config';
import { openPostgres } from '../../../platform/db/postgres';
import { DiskStorage } from '../../../platform/storage/disk-storage';
import { createMailServices } from '../../inboxes/mail-services';
import { startProjectMailReceiver } from '../start-project-mail-receiver';

const env = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
};

const config = loadConfig({ ...process.env, SMTP_HOST: '127.0.0.1' });
const database = await openPostgres({
  url: env('DATABASE_URL'),
  migrate: false,
  maxConnections: 2,
});
const log = { info: () => {}, warn: console.error, error: console.error };
const mail = createMailServices({
  db: database.db,
  storage: await DiskStorage.open(env('FILES_DIR')),
  encryptionKey: randomBytes(32).toString('hex'),
  log,
});
const receiver = await startProjectMailReceiver({
  settings: config.smtpReceiver,
  mailDomain: config.mail.domain,
  db: database.db,
  mail,
  log,
  afterIngest:
    process.env.PAPERTRAY_TEST_CRASH_AFTER_INGEST === '1'
      ? () => process.kill(process.pid, 'SIGKILL')
      : undefined,
});
process.stdout.write(`listening ${receiver.port}\n`);
