import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { access, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LAYOUT_MARKER, legacyShardPath, SHARD_NAMES, shardPath } from './disk-layout';
import { DiskStorage } from './disk-storage';
import { writeLegacyFiles } from './testing/legacy-layout';

const roots: string[] = [];
async function newRoot(): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'papertray-disk-layout-'));
  roots.push(root);
  return root;
}

const present = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** Every directory left under the shards (the two-level layout's leaves). */
async function leafDirs(root: string): Promise<string[]> {
  const leaves: string[] = [];
  for (const shard of SHARD_NAMES) {
    for (const entry of await readdir(path.join(root, shard), { withFileTypes: true })) {
      if (entry.isDirectory()) leaves.push(`${shard}/${entry.name}`);
    }
  }
  return leaves;
}

async function expectAllReadable(storage: DiskStorage, files: Map<string, Buffer>): Promise<void> {
  for (const [key, content] of files) {
    expect((await storage.getBuffer(key)).equals(content)).toBe(true);
  }
}

describe('DiskStorage layout: the two-level layout moved up on open (decision 064)', () => {
  afterEach(async () => {
    await Promise.all(roots.splice(0).map((root) => rm(root, { recursive: true, force: true })));
  });

  it('makes the 256 shards and the marker in a new root, and does it once', async () => {
    const root = await newRoot();
    await DiskStorage.open(root);
    const entries = (await readdir(root)).sort();
    expect(entries).toEqual([...SHARD_NAMES, LAYOUT_MARKER, 'tmp'].sort());
    const moves: number[] = [];
    await rm(path.join(root, 'ff'), { recursive: true });
    await DiskStorage.open(root, { onMoved: (moved) => moves.push(moved) });
    // The marker says the store is ready: no shard is made again, no file looked for.
    expect(await present(path.join(root, 'ff'))).toBe(false);
    expect(moves).toEqual([]);
  });

  it('moves every file of the two-level layout up, keeps its bytes, and removes the leaves', async () => {
    const root = await newRoot();
    const files = await writeLegacyFiles(root, 300);
    const [strayKey] = files.keys();
    const strayLeaf = path.dirname(legacyShardPath(root, strayKey!));
    await writeFile(path.join(strayLeaf, 'notes.txt'), 'not a stored file');
    const moves: number[] = [];
    const storage = await DiskStorage.open(root, { onMoved: (moved) => moves.push(moved) });

    expect(moves.length).toBe(300);
    for (const [key, content] of files) {
      expect((await readFile(shardPath(root, key))).equals(content)).toBe(true);
      expect(await present(legacyShardPath(root, key))).toBe(false);
    }
    // The leaf with something else in it stays, with that; every other leaf is gone.
    expect(await leafDirs(root)).toEqual([path.relative(root, strayLeaf)]);
    expect(await readdir(strayLeaf)).toEqual(['notes.txt']);
    expect(await present(path.join(root, LAYOUT_MARKER))).toBe(true);
    await expectAllReadable(storage, files);
  });

  it('finds, dedupes and deletes a file an earlier version wrote in the two-level layout after the move', async () => {
    const root = await newRoot();
    const storage = await DiskStorage.open(root);
    const files = await writeLegacyFiles(root, 3);
    const [key, otherKey] = [...files.keys()];
    const content = files.get(key!);
    await expectAllReadable(storage, files);
    const chunks: Buffer[] = [];
    for await (const chunk of await storage.get(key!)) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(content!)).toBe(true);
    expect(await storage.head(key!)).toEqual({ size: content!.length });
    expect(await storage.putMany([content!])).toEqual([
      { key, size: content!.length, created: false },
    ]);
    expect(await present(shardPath(root, key!))).toBe(false);
    await storage.delete(otherKey!);
    expect(await storage.exists(otherKey!)).toBe(false);
    expect(await storage.head(otherKey!)).toBeNull();
  });

  it('loses nothing when a migration is killed midway, and the next open finishes it', async () => {
    const root = await newRoot();
    const files = await writeLegacyFiles(root, 1_000);
    const migrator = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        path.join(import.meta.dirname, 'testing/migrate-until-killed.ts'),
        root,
        '200',
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await new Promise<void>((resolve, reject) => {
      migrator.stdout.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('moved')) resolve();
      });
      migrator.once('exit', (code) => reject(new Error(`The migration ended early (${code})`)));
    });
    migrator.kill('SIGKILL');
    await once(migrator, 'exit');

    // Every file is at exactly one of its two paths, whole: some moved, some not yet.
    let moved = 0;
    for (const [key, content] of files) {
      const [upper, lower] = [shardPath(root, key), legacyShardPath(root, key)];
      const where = [(await present(upper)) && upper, (await present(lower)) && lower];
      const found = where.filter((file): file is string => typeof file === 'string');
      expect(found.length).toBe(1);
      expect((await readFile(found[0]!)).equals(content)).toBe(true);
      if (found[0] === upper) moved += 1;
    }
    expect(moved).toBeGreaterThanOrEqual(200);
    expect(moved).toBeLessThan(files.size);
    expect(await present(path.join(root, LAYOUT_MARKER))).toBe(false);

    const storage = await DiskStorage.open(root);
    await expectAllReadable(storage, files);
    for (const key of files.keys()) expect(await present(legacyShardPath(root, key))).toBe(false);
    expect(await leafDirs(root)).toEqual([]);
    expect(await present(path.join(root, LAYOUT_MARKER))).toBe(true);
  });

  it('lets two stores migrate the same root at once (as processes sharing it do)', async () => {
    const root = await newRoot();
    const files = await writeLegacyFiles(root, 500);
    const stores = await Promise.all([DiskStorage.open(root), DiskStorage.open(root)]);
    for (const storage of stores) await expectAllReadable(storage, files);
    expect(await leafDirs(root)).toEqual([]);
  });
});
