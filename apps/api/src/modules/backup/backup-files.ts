import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { access, mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileNotFoundError, type FileStorage } from '../../platform/storage/file-storage';

/** Where a stored file lives inside a backup folder: files/ab/abcdef… (two-letter shards). */
export function backupFilePath(dir: string, key: string): string {
  return path.join(dir, 'files', key.slice(0, 2), key);
}

/** Passes bytes through while hashing and counting them. */
function hashing(): Transform & { digest(): string; bytes: number } {
  const hash = createHash('sha256');
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      stream.bytes += chunk.length;
      done(null, chunk);
    },
  }) as Transform & { digest(): string; bytes: number };
  stream.bytes = 0;
  stream.digest = () => hash.digest('hex');
  return stream;
}

export type CopyOutcome =
  { kind: 'copied'; bytes: number } | { kind: 'present' } | { kind: 'missing' };

/**
 * Copies one stored file into the backup folder, streaming and checking its hash against its
 * key; a file already in the folder (a second reference to the same content) is not copied again.
 */
export async function copyStoredFileOut(
  storage: FileStorage,
  dir: string,
  key: string,
): Promise<CopyOutcome> {
  const target = backupFilePath(dir, key);
  if (await exists(target)) return { kind: 'present' };
  let source;
  try {
    source = await storage.get(key);
  } catch (error) {
    if (error instanceof FileNotFoundError) return { kind: 'missing' };
    throw error;
  }
  await mkdir(path.dirname(target), { recursive: true });
  const temporary = `${target}.partial`;
  const hash = hashing();
  try {
    await pipeline(source, hash, createWriteStream(temporary));
    const digest = hash.digest();
    if (digest !== key) throw new Error(`Stored file ${key} has the content of ${digest}`);
    await rename(temporary, target);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  return { kind: 'copied', bytes: hash.bytes };
}

/** Puts one file of a backup folder back into storage; its key must come out the same. */
export async function copyBackupFileIn(
  storage: FileStorage,
  dir: string,
  key: string,
): Promise<void> {
  const stored = await storage.putStream(createReadStream(backupFilePath(dir, key)));
  if (stored.key !== key) {
    throw new Error(`Backup file ${key} is damaged: its content hashes to ${stored.key}`);
  }
}

/** SHA-256 of a stored file's content, read as a stream (null when the storage lacks it). */
export async function hashStoredFile(storage: FileStorage, key: string): Promise<string | null> {
  let source;
  try {
    source = await storage.get(key);
  } catch (error) {
    if (error instanceof FileNotFoundError) return null;
    throw error;
  }
  const hash = createHash('sha256');
  for await (const chunk of source) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** SHA-256 of a file on disk. */
export async function hashFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}
