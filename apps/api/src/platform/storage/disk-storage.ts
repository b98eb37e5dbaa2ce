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
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertContentKey, assertWithinLimit, ContentHasher } from './content-hash';
import {
  FileNotFoundError,
  type FileStorage,
  type PutOptions,
  type StoredFile,
} from './file-storage';

/** Temp files older than this belong to a process that died mid-write; younger ones may be live. */
const STALE_TEMP_FILE_MS = 24 * 60 * 60 * 1000;

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

/** Makes renames and new directory entries survive a power loss, not just a process crash. */
async function syncDirectory(directory: string): Promise<void> {
  const handle = await open(directory, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Files on local disk under `root/ab/cd/<sha256>` (two shard levels keep directories small).
 * Writes go to `root/tmp` on the same filesystem, are fsynced, then renamed into place, so a
 * key never names a partial file. Several processes may share one root.
 */
export class DiskStorage implements FileStorage {
  private readonly tempDir: string;

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
    return this.putStream(Readable.from([content]), options);
  }

  async putStream(source: Readable, options: PutOptions = {}): Promise<StoredFile> {
    const hasher = new ContentHasher(options.maxBytes);
    const tempPath = path.join(this.tempDir, `${randomUUID()}.part`);
    try {
      // Opened before streaming so the file exists by the time the cleanup below runs.
      const handle = await open(tempPath, 'wx');
      // `flush` fsyncs before close: the rename below must never publish bytes still in cache.
      await pipeline(source, hasher, handle.createWriteStream({ flush: true }));
      const { key, size } = hasher.result();
      const created = await this.moveIntoPlace(tempPath, key);
      return { key, size, created };
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
    return handle.createReadStream();
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
    await writeFile(probe, 'ready');
    await unlink(probe);
  }

  async close(): Promise<void> {}

  private pathFor(key: string): string {
    assertContentKey(key);
    return path.join(this.root, key.slice(0, 2), key.slice(2, 4), key);
  }

  /** Returns false when the content was already stored (the temp file is then left to the caller). */
  private async moveIntoPlace(tempPath: string, key: string): Promise<boolean> {
    const finalPath = this.pathFor(key);
    if (await this.exists(key)) return false;
    const shardDir = path.dirname(finalPath);
    const firstCreatedDir = await mkdir(shardDir, { recursive: true });
    // Two writers of the same content may both get here; rename replaces atomically and the
    // bytes are identical, so either outcome is the same file.
    await rename(tempPath, finalPath);
    await syncDirectory(shardDir);
    if (firstCreatedDir) {
      await syncDirectory(path.dirname(shardDir));
      await syncDirectory(this.root);
    }
    return true;
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
