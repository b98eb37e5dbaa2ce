import path from 'node:path';
import dotenv from 'dotenv';
import { buildApp } from './app';
import { ConfigError, loadConfig, type AppConfig } from './config';
import type { DatabaseHandle } from './platform/db/database';
import { openDatabase } from './platform/db/open-database';
import { DataDirLockedError, lockDataDir, type DataDirLock } from './platform/data-dir-lock';
import { REPO_ROOT } from './platform/paths';
import { loadSecrets } from './platform/secrets';

// `.env` lives in the repository root (npm runs this workspace with cwd apps/api); real
// environment variables win over it.
dotenv.config({ path: path.join(REPO_ROOT, '.env'), quiet: true });

/** Composition root: config, lock, database, mail, HTTP; and an orderly shutdown. */
async function main(): Promise<void> {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

  let lock: DataDirLock | null = null;
  if (!config.databaseUrl) {
    try {
      // PGlite is single-process: refuse a second server on the same data dir before opening it.
      lock = await lockDataDir(config.dataDir, (error) => {
        console.error(`Lost the lock on DATA_DIR ${config.dataDir}: ${error.message}`);
        process.exit(1);
      });
    } catch (error) {
      if (error instanceof DataDirLockedError) fail(error.message);
      throw error;
    }
  }

  let database: DatabaseHandle;
  try {
    database = await openDatabase(config);
  } catch (error) {
    await lock?.release();
    const where = config.databaseUrl ? 'DATABASE_URL' : path.join(config.dataDir, 'db');
    fail(`Could not open the database (${where}): ${(error as Error).message}`);
  }

  const secrets = loadSecrets(config);
  const app = await buildApp({ config, database, secrets }).catch(async (error: unknown) => {
    await database.close();
    await lock?.release();
    throw error;
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'Shutting down');
    try {
      await app.close();
      await database.close();
    } finally {
      await lock?.release().catch(() => {});
      process.exit(0);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

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
