import { mkdirSync } from 'node:fs';
import path from 'node:path';
import lockfile from 'proper-lockfile';

export class DataDirLockedError extends Error {
  constructor(readonly dataDir: string) {
    super(
      `Another Papertray server is already using DATA_DIR ${dataDir}. Stop it first, or set DATA_DIR to another directory (a crashed server's lock expires after 10 seconds).`,
    );
  }
}

export interface DataDirLock {
  release(): Promise<void>;
}

/**
 * PGlite has no cross-process lock: two servers on one data dir would silently corrupt it. An
 * exclusive lock (a `server.lock` directory that proper-lockfile keeps fresh) refuses the second.
 * A crashed server's lock turns stale after `staleMs` and is then taken over.
 */
export async function lockDataDir(
  dataDir: string,
  onCompromised: (error: Error) => void,
  staleMs = 10_000,
): Promise<DataDirLock> {
  mkdirSync(dataDir, { recursive: true });
  try {
    const release = await lockfile.lock(dataDir, {
      lockfilePath: path.join(dataDir, 'server.lock'),
      stale: staleMs,
      retries: 0,
      onCompromised,
    });
    return { release };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirLockedError(dataDir);
    throw error;
  }
}
