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
import { assertContentKey, assertWithinLimit, ContentHasher, keyedContent } from './content-hash';
import {
  FileNotFoundError,
  type FileStorage,
  type PutManyItem,
  type PutOptions,
  StorageFullError,
  type StoredFile,
} from './file-storage';

/** Temp files older than this belong to a process that died mid-write; younger ones may be live. */
const STALE_TEMP_FILE_MS = 24 * 60 * 60 * 1000;
const FILES_IN_FLIGHT = 32;
/** Two shard levels make 65,792 directories; the set of known ones stays below this. */
const MAX_KNOWN_DIRS = 70_000;

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

/** A write refused for want of space (ENOSPC) or of quota (EDQUOT) becomes StorageFullError. */
function fullOrSame(error: unknown): unknown {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === 'ENOSPC' || code === 'EDQUOT' ? new StorageFullError({ cause: error }) : error;
}

/** Writes a new file and fsyncs it before resolving. */
async function writeDurably(filePath: string, content: Buffer): Promise<void> {
  const handle = await open(filePath, 'wx');
  try {
    await handle.writeFile(content);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Runs `fn` over the items a slice at a time: enough in flight to keep libuv's thread pool and
 * the disk queue busy (concurrent fsyncs share journal commits), few enough open files at once.
 * A failure is thrown only once the whole slice has settled: a caller's clean-up of temp files
 * must not run while other writes of the slice are still creating them (a full disk fails
 * several at once).
 */
async function inSlices<T, R>(items: readonly T[], fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += FILES_IN_FLIGHT) {
    const settled = await Promise.allSettled(items.slice(i, i + FILES_IN_FLIGHT).map(fn));
    for (const outcome of settled) {
      if (outcome.status === 'rejected') throw outcome.reason;
      results.push(outcome.value);
    }
  }
  return results;
}

/**
 * Files on local disk under `root/ab/cd/<sha256>` (two shard levels keep directories small).
 * Writes go to `root/tmp` on the same filesystem, are fsynced, then renamed into place, so a
 * key never names a partial file. Several processes may share one root.
 */
export class DiskStorage implements FileStorage {
  private readonly tempDir: string;
  /**
   * Shard directories known to exist: most writes go to one, and asking the filesystem again
   * (mkdir -p is two system calls when it exists) is a visible part of a small file's cost.
   */
  private readonly knownDirs = new Set<string>();
  private readonly directories = new DirectorySync();

  private constructor(private readonly root: string) {
    this.tempDir = path.join(root, 'tmp');
  }

  /** Creates the directories and clears temp files left by writers that crashed. */
  static async open(root: string): Promise<DiskStorage> {
    const storage = new DiskStorage(path.resolve(root));
    await mkdir(storage.tempDir, { recursive: true });
    await storage.removeStaleTempFiles();
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
      // A metadata lookup in a cached directory takes microseconds; the async form costs ~20x
      // the CPU for content not stored yet (the usual case), in the ENOENT error it builds.
      const toWrite = [...pending]
        .filter(([key]) => !statSync(this.pathFor(key), { throwIfNoEntry: false }))
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
    const filePath = this.pathFor(key);
    // Opening first turns a missing file into a rejection here instead of a stream error later.
    const handle = await open(filePath, 'r').catch((error: unknown) => {
      throw isMissing(error) ? new FileNotFoundError(key) : error;
    });
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
    return readFile(this.pathFor(key)).catch((error: unknown) => {
      throw isMissing(error) ? new FileNotFoundError(key) : error;
    });
  }

  async head(key: string): Promise<{ size: number } | null> {
    try {
      return { size: (await stat(this.pathFor(key))).size };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    return (await this.head(key)) !== null;
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathFor(key), { force: true });
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

  private pathFor(key: string): string {
    assertContentKey(key);
    return path.join(this.root, key.slice(0, 2), key.slice(2, 4), key);
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
    const newDirs = new Set<string>();
    await inSlices(files, async ({ key, tempPath }) => {
      const finalPath = this.pathFor(key);
      const shardDir = path.dirname(finalPath);
      shardDirs.add(shardDir);
      if (!this.knownDirs.has(shardDir) && (await this.makeShardDir(shardDir))) {
        newDirs.add(shardDir);
      }
      // Two writers of the same content may both get here; rename replaces atomically and the
      // bytes are identical, so either outcome is the same file.
      try {
        await rename(tempPath, finalPath);
      } catch (error) {
        // A shard directory removed behind our back (a clean-up of empty ones): make it again.
        if (!isMissing(error)) throw error;
        this.knownDirs.delete(shardDir);
        if (await this.makeShardDir(shardDir)) newDirs.add(shardDir);
        await rename(tempPath, finalPath);
      }
    });
    // Every rename and mkdir is done by now, and each directory's fsync makes only its own
    // entries durable: the shard directories, the parents of new ones and the root are fsynced
    // all at once (one round of fsync latency instead of three in a new part of the tree).
    const dirs = new Set(shardDirs);
    for (const dir of newDirs) dirs.add(path.dirname(dir));
    if (newDirs.size > 0) dirs.add(this.root);
    await inSlices([...dirs], (dir) => this.directories.sync(dir));
    return new Set(files.map((file) => file.key));
  }

  /** True when the directory was created now (and so is a new entry in its parent). */
  private async makeShardDir(dir: string): Promise<boolean> {
    const created = await mkdir(dir, { recursive: true });
    if (this.knownDirs.size >= MAX_KNOWN_DIRS) this.knownDirs.clear();
    this.knownDirs.add(dir);
    return created !== undefined;
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
