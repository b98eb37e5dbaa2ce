import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DirectorySync } from './directory-sync';

describe('DirectorySync', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'papertray-dirsync-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('shares one fsync among callers that ask before it starts, and starts a new one after', async () => {
    const directories = new DirectorySync();
    const first = directories.sync(dir);
    const joined = directories.sync(dir);
    expect(joined).toBe(first);
    await first;
    // Asked after the shared fsync ended: a fresh one (it must cover entries made since).
    const later = directories.sync(dir);
    expect(later).not.toBe(first);
    await later;
  });

  it('reports a failed fsync to its callers and keeps working for the next ones', async () => {
    const directories = new DirectorySync();
    const missing = path.join(dir, 'gone');
    await expect(
      Promise.all([directories.sync(missing), directories.sync(missing)]),
    ).rejects.toThrow(/ENOENT/);
    await expect(directories.sync(dir)).resolves.toBeUndefined();
  });
});
