import path from 'node:path';
import dotenv from 'dotenv';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { ConfigError, loadConfig, type AppConfig } from './config';
import type { DatabaseHandle } from './platform/db/database';
import { openDatabase } from './platform/db/open-database';
import { DataDirLockedError, lockDataDir, type DataDirLock } from './platform/data-dir-lock';
import { createLogger } from './platform/logger';
import { REPO_ROOT } from './platform/paths';
import { loadSecrets } from './platform/secrets';
import { createMailServices } from './modules/inboxes/mail-services';
import { queueDocumentsOnIngest } from './modules/ingest/documents-cue';
import { startMailWorkers, type MailWorkers } from './modules/inboxes/mail-workers';
import { watchersCue } from './modules/inboxes/jobs/reconcile-inbox-watchers.job';
import { startProjectMailReceiver } from './modules/smtp-receiver/start-project-mail-receiver';
import type { SmtpReceiver } from './modules/smtp-receiver/smtp-receiver';
import { writeReceiverFile } from './modules/smtp-receiver/receiver-file';
import { createDocumentServices } from './modules/documents/document-services';
import { startDocumentWorkers } from './modules/documents/document-workers';
import { startSystemWorkers } from './modules/system/system-workers';
import { startOutgoingMailWorkers } from './modules/mail/mail-workers';
import type { JobQueue } from './platform/queue/job-queue';
import { openQueue } from './platform/queue/open-queue';
import { createStorage } from './platform/storage/create-storage';

// `.env` lives in the repository root (npm runs this workspace with cwd apps/api); real
// environment variables win over it.
dotenv.config({ path: path.join(REPO_ROOT, '.env'), quiet: true });

/** What has been opened so far, closed in reverse order on shutdown. */
interface Running {
  lock: DataDirLock | null;
  database: DatabaseHandle | null;
  queue: JobQueue | null;
  app: FastifyInstance | null;
  smtp: SmtpReceiver | null;
  /** Removes DATA_DIR/smtp-receiver.json (receiver-file.ts). */
  forgetSmtp: (() => Promise<void>) | null;
  mailWorkers: MailWorkers | null;
  closeOutgoingMail: (() => Promise<void>) | null;
}

/**
 * Composition root: config, lock, database, mail, HTTP; and an orderly shutdown. Signal handlers
 * are installed first, so a SIGTERM during startup (e.g. `tsx watch` restarting) still lets the
 * database finish opening, closes it and releases the lock instead of leaving a stale one.
 */
async function main(): Promise<void> {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

  // Before anything is opened: the database pool and the job queue log through it too.
  const log = createLogger(config);

  const running: Running = {
    lock: null,
    database: null,
    queue: null,
    app: null,
    smtp: null,
    forgetSmtp: null,
    mailWorkers: null,
    closeOutgoingMail: null,
  };
  let starting: Promise<unknown> = Promise.resolve();
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    await starting.catch(() => {});
    if (running.app) running.app.log.info({ signal }, 'Shutting down');
    else log.warn({ signal }, 'Signal received during startup, shutting down');
    try {
      // Mail in flight gets the receiver's grace period; cut sessions are retried by the sender.
      await running.smtp?.close();
      await running.forgetSmtp?.().catch(() => {});
      await running.mailWorkers?.stop();
      await running.app?.close();
      await running.queue?.stop();
      await running.closeOutgoingMail?.();
      await running.database?.close();
    } finally {
      await running.lock?.release().catch(() => {});
      process.exit(0);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  if (!config.databaseUrl) {
    try {
      // PGlite is single-process: refuse a second server on the same data dir before opening it.
      running.lock = await lockDataDir(config.dataDir, (error) => {
        console.error(`Lost the lock on DATA_DIR ${config.dataDir}: ${error.message}`);
        process.exit(1);
      });
    } catch (error) {
      if (error instanceof DataDirLockedError) fail(error.message);
      throw error;
    }
  }

  const opening = openDatabase(config, log);
  starting = opening;
  try {
    running.database = await opening;
  } catch (error) {
    await running.lock?.release();
    const where = config.databaseUrl ? 'DATABASE_URL' : path.join(config.dataDir, 'db');
    fail(`Could not open the database (${where}): ${(error as Error).message}`);
  }
  if (closing) return;

  const database = running.database;
  const secrets = loadSecrets(config);
  const storage = await createStorage(config.storageConfig);
  const queue = openQueue(config, database, log);
  await queue.start();
  running.queue = queue;
  const building = buildApp({ config, database, secrets, storage, queue, loggerInstance: log });
  starting = building;
  const app = await building.catch(async (error: unknown) => {
    await database.close();
    await running.lock?.release();
    throw error;
  });
  running.app = app;
  if (closing) return;
  const documents = createDocumentServices({
    db: database.db,
    storage,
    queue,
    log: app.log,
    viewTokenSecret: secrets.jwtSecret,
    llm: config.llm,
  });
  const mail = createMailServices({
    db: database.db,
    storage,
    encryptionKey: secrets.encryptionKey,
    log: app.log,
    syncSettings: { leaseMs: config.inboxSyncLeaseSeconds * 1000 },
    // Mail with a PDF or an image becomes documents right after it is stored, not at the sweep.
    onDocumentsPending: queueDocumentsOnIngest(queue, documents.jobs.sweep, {}, app.log),
    onInboxRecovered: watchersCue(queue, config.imapIdle.enabled, app.log),
  });
  running.mailWorkers = await startMailWorkers({
    queue,
    mail,
    roles: config.roles,
    intervalMinutes: config.inboxSyncIntervalMinutes,
    idle: config.imapIdle,
    log: app.log,
  });
  await startDocumentWorkers({ queue, documents, roles: config.roles });
  await startSystemWorkers({ queue, database, roles: config.roles });
  running.closeOutgoingMail = await startOutgoingMailWorkers({
    queue,
    db: database.db,
    config,
    roles: config.roles,
    log: app.log,
  });
  if (config.roles.includes('smtp')) {
    running.smtp = await startProjectMailReceiver({
      settings: config.smtpReceiver,
      mailDomain: config.mail.domain,
      db: database.db,
      mail,
      log: app.log,
    });
    // A convenience for the tools next to the server: never a reason not to start.
    running.forgetSmtp = await writeReceiverFile(config.dataDir, {
      host: config.smtpReceiver.host,
      port: running.smtp.port,
    }).catch((error: unknown) => {
      app.log.warn({ err: error }, 'Could not write the SMTP receiver file');
      return async () => undefined;
    });
  }

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { dataDir: config.dataDir, database: database.kind, botCheck: config.botCheck.provider },
    `Papertray is running at ${config.publicUrl}`,
  );
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

main().catch((error: unknown) => {
  console.error('Papertray failed to start:', error);
  process.exit(1);
});
