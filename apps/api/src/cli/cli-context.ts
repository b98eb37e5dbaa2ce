import path from 'node:path';
import dotenv from 'dotenv';
import { loadConfig, type AppConfig } from '../config';
import type { DatabaseHandle } from '../platform/db/database';
import { openDatabase } from '../platform/db/open-database';
import { lockDataDir, type DataDirLock } from '../platform/data-dir-lock';
import { REPO_ROOT } from '../platform/paths';
import { createStorage } from '../platform/storage/create-storage';
import type { FileStorage } from '../platform/storage/file-storage';

dotenv.config({ path: path.join(REPO_ROOT, '.env'), quiet: true });

/** What a command works on: the install the environment (or .env) describes. */
export interface CliContext {
  config: AppConfig;
  database: DatabaseHandle;
  storage: FileStorage;
  close(): Promise<void>;
}

/**
 * Opens the configured install for a command. On PGlite the data dir's lock is taken first: the
 * embedded database is single-process, so a command runs while the server is stopped (it says
 * so), never beside it. On PostgreSQL commands run beside running servers.
 */
export async function openInstall(env: NodeJS.ProcessEnv = process.env): Promise<CliContext> {
  const config = loadConfig(env);
  let lock: DataDirLock | null = null;
  if (!config.databaseUrl) {
    lock = await lockDataDir(config.dataDir, (error) => {
      console.error(`Lost the lock on DATA_DIR ${config.dataDir}: ${error.message}`);
      process.exit(1);
    });
  }
  try {
    const database = await openDatabase(config);
    const storage = await createStorage(config.storageConfig);
    return {
      config,
      database,
      storage,
      async close() {
        await storage.close();
        await database.close();
        await lock?.release();
      },
    };
  } catch (error) {
    await lock?.release();
    throw error;
  }
}
