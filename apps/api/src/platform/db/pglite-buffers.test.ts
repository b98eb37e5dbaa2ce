import { mkdir, mkdtemp, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clusterDataBytes, sharedBuffersFor } from './pglite-buffers';

const MB = 1024 * 1024;

describe('sharedBuffersFor', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'papertray-buffers-'));
    await mkdir(path.join(dataDir, 'global'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  /** A cluster whose databases hold files of these sizes (sparse: nothing written). */
  async function cluster(databases: Record<string, number[]>, globalBytes = MB / 2) {
    await writeFile(path.join(dataDir, 'global', 'pg_control'), '');
    await truncate(path.join(dataDir, 'global', 'pg_control'), globalBytes);
    for (const [oid, files] of Object.entries(databases)) {
      await mkdir(path.join(dataDir, 'base', oid), { recursive: true });
      for (const [i, bytes] of files.entries()) {
        const file = path.join(dataDir, 'base', oid, String(16384 + i));
        await writeFile(file, '');
        await truncate(file, bytes);
      }
    }
  }

  it('counts the largest database and the shared catalogs, not the templates', async () => {
    await cluster({ '1': [7 * MB], '4': [7 * MB], '5': [6 * MB, 4 * MB] });
    expect(clusterDataBytes(dataDir)).toBe(10.5 * MB);
  });

  it('sizes a new cluster to its data in 4 MB steps', async () => {
    await cluster({ '1': [7 * MB], '4': [7 * MB], '5': [10 * MB] });
    expect(sharedBuffersFor(dataDir)).toBe('12MB');
  });

  it('never goes below 8 MB nor above the 32 MB default', async () => {
    await cluster({ '5': [MB] });
    expect(sharedBuffersFor(dataDir)).toBe('8MB');
    await cluster({ '5': [MB, 200 * MB] });
    expect(sharedBuffersFor(dataDir)).toBe('32MB');
  });
});
