import { randomUUID } from 'node:crypto';
import {
  mkdir,
  open,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  unlink,
  writeFile,
} from 'node:fs/promises';
import { statSync } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DirectorySync } from './directory-sync';
import { assertWithinLimit, ContentHasher, keyedContent } from './content-hash';
import { fullOrSame, inSlices, isMissing, writeDurably } from './disk-io';
import { legacyShardPath, shardPath } from './disk-layout';
import { type LayoutOptions, prepareLayout } from './disk-layout-migration';
import {
  FileNotFoundError,
  type FileStorage,
  type PutManyItem,
  type PutOptions,
  type StoredFile,
} from './file-storage';

/** Temp files older than this belong to a process that died mid-write; younger ones may be live. */
const STALE_TEMP_FILE_MS = 24 * 60 * 60 * 1000;

/**
 * Files on local disk under `root/ab/<sha256>`: 256 shard directories made when the store is
 * first opened, so a put creates one inode and no directory (decision 064). Writes go to
 * `root/tmp` on the same filesystem, are fsynced, then renamed into place, so a key never names
 * a partial file. Several processes may share one root. A file of the two-level layout of
 * earlier installs (`root/ab/cd/<sha256>`) is moved up on open, and found where it is until
 * then (or when a server of an earlier version wrote it since).
 */
export class DiskStorage implements FileStorage {
  private readonly tempDir: string;
  private readonly directories = new DirectorySync();

  private constructor(private readonly root: string) {
    this.tempDir = path.join(root, 'tmp');
  }

  /**
   * Creates the directories, clears temp files left by writers that crashed and, the first time
   * only, moves the files of the two-level layout up (`options` lets tests watch the moves).
   */
  static async open(root: string, options: LayoutOptions = {}): Promise<DiskStorage> {
    const storage = new DiskStorage(path.resolve(root));
    await mkdir(storage.tempDir, { recursive: true });
    await storage.removeStaleTempFiles();
    await prepareLayout(storage.root, storage.directories, options);
    return storage;
  }

  async put(content: Buffer | Readable, options: PutOptions = {}): Promise<StoredFile> {
    if (!Buffer.isBuffer(content)) return this.putStream(content, options);
    assertWithinLimit(content.length, options.maxBytes);
    const [stored] = await this.putMany([content]);
    return stored!;
  }

  /**
   * Buffers in three passes instead of a full round per file: write every new one to a temp
   * file and fsync it, rename them all into place, then fsync each directory that gained an
   * entry once. Nothing resolves before the last fsync, so the guarantee is put's: a key that
   * was reported stored survives a power loss, and a key never names a partial file.
   */
  async putMany(items: readonly PutManyItem[]): Promise<StoredFile[]> {
    const contents = items.map(keyedContent);
    const results = contents.map(({ key, content }) => ({
      key,
      size: content.length,
      created: false,
    }));
    const pending = new Map<string, { content: Buffer; tempPath: string }>();
    for (const { key, content } of contents) {
      if (!pending.has(key)) pending.set(key, { content, tempPath: this.tempPath() });
    }
    try {
      const toWrite = [...pending]
        .filter(([key]) => !this.storedNow(key))
        .map(([key, file]) => ({ key, ...file }));
      await inSlices(toWrite, (file) => writeDurably(file.tempPath, file.content));
      const created = await this.moveAllIntoPlace(toWrite);
      const reported = new Set<string>();
      for (const result of results) {
        result.created = created.has(result.key) && !reported.has(result.key);
        reported.add(result.key);
      }
      return results;
    } catch (error) {
      // On success every temp file was renamed away; after a failure some may be left.
      await inSlices([...pending.values()], (file) => rm(file.tempPath, { force: true }));
      throw fullOrSame(error);
    }
  }

  async putStream(source: Readable, options: PutOptions = {}): Promise<StoredFile> {
    const hasher = new ContentHasher(options.maxBytes);
    const tempPath = this.tempPath();
    try {
      // Opened before streaming so the file exists by the time the cleanup below runs.
      const handle = await open(tempPath, 'wx');
      // `flush` fsyncs before close: the rename below must never publish bytes still in cache.
      await pipeline(source, hasher, handle.createWriteStream({ flush: true }));
      const { key, size } = hasher.result();
      const created = await this.moveIntoPlace(tempPath, key);
      return { key, size, created };
    } catch (error) {
      throw fullOrSame(error);
    } finally {
      await rm(tempPath, { force: true });
    }
  }

  async get(key: string): Promise<Readable> {
    // Opening first turns a missing file into a rejection here instead of a stream error later.
    const handle = await this.locate(key, (filePath) => open(filePath, 'r'));
    // Reading up to the known end allocates exactly the file's bytes: without `end`, every read
    // allocates a full 64 KB chunk, the last one is copied to fit and a final empty read
    // allocates another, ~2.3x a 100 KB file in buffers that wait for a GC (decision 041).
    const { size } = await handle.stat().catch(async (error: unknown) => {
      await handle.close();
      throw error;
    });
    return size > 0
      ? handle.createReadStream({ start: 0, end: size - 1 })
      : handle.createReadStream();
  }

  async getBuffer(key: string): Promise<Buffer> {
    return this.locate(key, (filePath) => readFile(filePath));
  }

  async head(key: string): Promise<{ size: number } | null> {
    try {
      return { size: (await this.locate(key, (filePath) => stat(filePath))).size };
    } catch (error) {
      if (error instanceof FileNotFoundError) return null;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    return (await this.head(key)) !== null;
  }

  /** The two-level path first: a migration moving the file meanwhile only ever moves it up. */
  async delete(key: string): Promise<void> {
    await rm(legacyShardPath(this.root, key), { force: true });
    await rm(shardPath(this.root, key), { force: true });
  }

  async check(): Promise<void> {
    const probe = path.join(this.tempDir, `${randomUUID()}.ready`);
    try {
      await writeFile(probe, 'ready');
    } catch (error) {
      await rm(probe, { force: true });
      throw fullOrSame(error);
    }
    await unlink(probe);
  }

  async close(): Promise<void> {}

  /**
   * Runs `fn` on the key's path, or on its two-level path when it is not there (an install not
   * migrated yet, or a file an earlier version wrote since), then on its path once more: a
   * migration may have moved it up between the first two looks, never the other way.
   */
  private async locate<T>(key: string, fn: (filePath: string) => Promise<T>): Promise<T> {
    const paths = [shardPath(this.root, key), legacyShardPath(this.root, key)];
    for (const filePath of [...paths, paths[0]!]) {
      try {
        return await fn(filePath);
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    }
    throw new FileNotFoundError(key);
  }

  /**
   * Whether the content is stored, in either layout. A metadata lookup in a cached directory
   * takes microseconds; the async form costs ~20x the CPU for content not stored yet (the usual
   * case), in the ENOENT error it builds.
   */
  private storedNow(key: string): boolean {
    return (
      statSync(shardPath(this.root, key), { throwIfNoEntry: false }) !== undefined ||
      statSync(legacyShardPath(this.root, key), { throwIfNoEntry: false }) !== undefined
    );
  }

  private tempPath(): string {
    return path.join(this.tempDir, `${randomUUID()}.part`);
  }

  /** Returns false when the content was already stored (the temp file is then left to the caller). */
  private async moveIntoPlace(tempPath: string, key: string): Promise<boolean> {
    if (await this.exists(key)) return false;
    await this.moveAllIntoPlace([{ key, tempPath }]);
    return true;
  }

  /** Renames durable temp files to their keys, then makes the new entries durable. */
  private async moveAllIntoPlace(files: { key: string; tempPath: string }[]): Promise<Set<string>> {
    const shardDirs = new Set<string>();
    let remade = false;
    await inSlices(files, async ({ key, tempPath }) => {
      const finalPath = shardPath(this.root, key);
      shardDirs.add(path.dirname(finalPath));
      // Two writers of the same content may both get here; rename replaces atomically and the
      // bytes are identical, so either outcome is the same file.
      try {
        await rename(tempPath, finalPath);
      } catch (error) {
        // A shard directory removed behind our back: make it again, a new entry of the root.
        if (!isMissing(error)) throw error;
        remade =
          (await mkdir(path.dirname(finalPath), { recursive: true })) !== undefined || remade;
        await rename(tempPath, finalPath);
      }
    });
    // Every rename is done by now, and each directory's fsync makes only its own entries
    // durable: the shard directories (and the root, after a remade shard) are fsynced at once.
    if (remade) shardDirs.add(this.root);
    await inSlices([...shardDirs], (dir) => this.directories.sync(dir));
    return new Set(files.map((file) => file.key));
  }

  private async removeStaleTempFiles(): Promise<void> {
    const cutoff = Date.now() - STALE_TEMP_FILE_MS;
    for (const name of await readdir(this.tempDir)) {
      const tempPath = path.join(this.tempDir, name);
      const info = await stat(tempPath).catch(() => null);
      if (info && info.mtimeMs < cutoff) await rm(tempPath, { force: true });
    }
  }
}
