import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from './pglite';
import { sharedBuffersFor } from './pglite-buffers';
import { createPgliteClusterApart, hasPgliteCluster } from './pglite-cluster';

// Spawns a real child process that runs PGlite's initdb and the migrations: slow on 2 cores.
describe('createPgliteClusterApart', { timeout: 120_000 }, () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'papertray-cluster-'));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('creates and migrates the cluster in a child process, which this process then opens', async () => {
    const dataDir = path.join(root, 'db');
    expect(hasPgliteCluster(dataDir)).toBe(false);
    await createPgliteClusterApart(dataDir, '16MB');
    expect(hasPgliteCluster(dataDir)).toBe(true);
    // A new cluster holds ~10.5 MB: its buffer pool is sized to that, not to the 32 MB default.
    const sharedBuffers = sharedBuffersFor(dataDir);
    expect(['12MB', '16MB']).toContain(sharedBuffers);
    // Not migrated here: the tables come from the child.
    const database = await openPglite({ dataDir, migrate: false, sharedBuffers });
    try {
      const users = await database.client.query<{ n: number }>(
        'select count(*)::int as n from users',
      );
      expect(users.rows).toEqual([{ n: 0 }]);
      const buffers = await database.client.query<{ setting: string }>(
        "select current_setting('shared_buffers') as setting",
      );
      expect(buffers.rows[0]!.setting).toBe(sharedBuffers);
    } finally {
      await database.close();
    }
  });

  it('fails with the reason when the data dir cannot be created', async () => {
    const blocker = path.join(root, 'a-file');
    await writeFile(blocker, 'not a directory');
    await expect(createPgliteClusterApart(path.join(blocker, 'db'))).rejects.toThrow(
      /Could not create the database in .*a-file\/db \(exit 1\): .*(ENOTDIR|not a directory)/s,
    );
  });
});
