import { execFile } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir, type DataDirLock } from './data-dir-lock';
import { API_ROOT, REPO_ROOT } from './paths';

const run = promisify(execFile);

describe('data dir lock', { timeout: 60_000 }, () => {
  let dataDir: string;
  let lock: DataDirLock;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'papertray-lock-'));
    lock = await lockDataDir(dataDir, () => {});
  });
  afterAll(async () => {
    await lock?.release().catch(() => {});
    await rm(dataDir, { recursive: true, force: true });
  });

  it('refuses a second lock on the same dir in this process', async () => {
    await expect(lockDataDir(dataDir, () => {})).rejects.toBeInstanceOf(DataDirLockedError);
  });

  it('makes a second server on the same DATA_DIR exit with a one-line message', async () => {
    const node = path.join(REPO_ROOT, 'node_modules/.bin/node');
    const result = await run(node, ['--import', 'tsx', 'src/main.ts'], {
      cwd: API_ROOT,
      env: { ...process.env, DATA_DIR: dataDir, PORT: '0', DATABASE_URL: '', NODE_ENV: 'test' },
      timeout: 30_000,
    }).then(
      () => ({ code: 0, stderr: '' }),
      (error: { code: number; stderr: string }) => error,
    );
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(
      `Another Papertray server is already using DATA_DIR ${dataDir}. Stop it first, or set DATA_DIR to another directory (a crashed server's lock expires after 10 seconds).`,
    );
    // It never touched the database directory.
    await expect(stat(path.join(dataDir, 'db'))).rejects.toThrow();
  });

  it('is free again once released', async () => {
    await lock.release();
    const again = await lockDataDir(dataDir, () => {});
    await again.release();
  });
});
