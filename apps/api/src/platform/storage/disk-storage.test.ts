import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, mkdtemp, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DiskStorage } from './disk-storage';
import { describeFileStorageContract } from './file-storage.contract';

async function countDirectories(root: string): Promise<number> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isDirectory()).length;
}

const isStoredKey = (name: string) => /(^|\/)[0-9a-f]{64}$/.test(name);

describe('DiskStorage (real files in a temp dir)', () => {
  let root: string;
  let storage: DiskStorage;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'papertray-disk-storage-'));
    storage = await DiskStorage.open(root);
  });

  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  describeFileStorageContract(() => storage);

  it('allocates exactly the bytes of a file to read it, and reads an empty file', async () => {
    const content = Buffer.alloc(100 * 1024 + 7, 1);
    const { key } = await storage.put(content);
    // fs read streams allocate each read's buffer with Buffer.allocUnsafeSlow.
    const allocations = vi.spyOn(Buffer, 'allocUnsafeSlow');
    const chunks: Buffer[] = [];
    try {
      for await (const chunk of await storage.get(key)) chunks.push(chunk as Buffer);
      // Without the known end: 64 KB, a 64 KB read copied into 36 KB, and an empty 64 KB read.
      expect(allocations.mock.calls.map(([size]) => size)).toEqual([64 * 1024, 36 * 1024 + 7]);
    } finally {
      allocations.mockRestore();
    }
    expect(Buffer.concat(chunks).equals(content)).toBe(true);
    const empty = await storage.put(Buffer.alloc(0));
    const read: Buffer[] = [];
    for await (const chunk of await storage.get(empty.key)) read.push(chunk as Buffer);
    expect(Buffer.concat(read).length).toBe(0);
  });

  it('shards files as ab/<sha256> in directories made on open: a put creates no directory', async () => {
    const freshRoot = await mkdtemp(path.join(tmpdir(), 'papertray-disk-shards-'));
    const fresh = await DiskStorage.open(freshRoot);
    const dirsBefore = await countDirectories(freshRoot);
    expect(dirsBefore).toBe(257); // 256 shards and tmp
    const stored = await fresh.putMany(
      Array.from({ length: 64 }, (_, i) => Buffer.from(`sharded ${i}`)),
    );
    for (const { key } of stored) {
      expect((await stat(path.join(freshRoot, key.slice(0, 2), key))).isFile()).toBe(true);
    }
    expect(await countDirectories(freshRoot)).toBe(dirsBefore);
    await rm(freshRoot, { recursive: true, force: true });
  });

  it('stores again into a shard directory removed behind its back', async () => {
    const content = Buffer.from(`shard removed ${Date.now()}`);
    const { key } = await storage.put(content);
    await rm(path.join(root, key.slice(0, 2)), { recursive: true });
    expect(await storage.putMany([content])).toEqual([
      { key, size: content.length, created: true },
    ]);
    expect(await storage.getBuffer(key)).toEqual(content);
  });

  it('leaves no temp file behind after a failed or a duplicate write', async () => {
    const failing = Readable.from(
      (async function* () {
        yield Buffer.from('partial');
        throw new Error('client went away');
      })(),
    );
    await expect(storage.putStream(failing)).rejects.toThrow('client went away');
    await storage.put(Buffer.from('dup'));
    await storage.put(Buffer.from('dup'));
    await storage.putMany([Buffer.from('dup'), Buffer.from('many'), Buffer.from('many')]);
    expect(await readdir(path.join(root, 'tmp'))).toEqual([]);
  });

  it('keeps a writer killed mid-stream out of every key; its temp file is swept later', async () => {
    const crashRoot = await mkdtemp(path.join(tmpdir(), 'papertray-disk-kill-'));
    const writer = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        path.join(import.meta.dirname, 'testing/write-until-killed.ts'),
        crashRoot,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await new Promise<void>((resolve, reject) => {
      writer.stdout.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('writing')) resolve();
      });
      writer.once('exit', (code) => reject(new Error(`The writer exited early (${code})`)));
    });
    writer.kill('SIGKILL');
    await once(writer, 'exit');

    expect(await countDirectories(crashRoot)).toBe(257);
    expect((await readdir(crashRoot, { recursive: true })).filter(isStoredKey)).toEqual([]);
    const [leftover] = await readdir(path.join(crashRoot, 'tmp'));
    expect(leftover).toMatch(/\.part$/);

    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    await utimes(path.join(crashRoot, 'tmp', leftover ?? ''), twoDaysAgo, twoDaysAgo);
    await DiskStorage.open(crashRoot);
    expect(await readdir(path.join(crashRoot, 'tmp'))).toEqual([]);
    await rm(crashRoot, { recursive: true, force: true });
  });

  it('sweeps temp files of crashed writers on open, but not ones still being written', async () => {
    const crashRoot = await mkdtemp(path.join(tmpdir(), 'papertray-disk-crash-'));
    await mkdir(path.join(crashRoot, 'tmp'));
    const abandoned = path.join(crashRoot, 'tmp', 'abandoned.part');
    const inProgress = path.join(crashRoot, 'tmp', 'in-progress.part');
    await writeFile(abandoned, 'half a file');
    await writeFile(inProgress, 'being written');
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    await utimes(abandoned, twoDaysAgo, twoDaysAgo);

    await DiskStorage.open(crashRoot);

    expect(await readdir(path.join(crashRoot, 'tmp'))).toEqual(['in-progress.part']);
    await rm(crashRoot, { recursive: true, force: true });
  });
});
