import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer as readAll } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import {
  FileNotFoundError,
  FileTooLargeError,
  InvalidFileKeyError,
  type FileStorage,
} from './file-storage';

const MiB = 1024 * 1024;

function sha256(content: Buffer): string {
  return createHash('sha256').update(content).digest('hex');
}

/** Deterministic pseudo-random bytes, produced chunk by chunk so the whole never sits in memory. */
function* generatedChunks(totalBytes: number, chunkBytes = 64 * 1024): Generator<Buffer> {
  let state = 0x9e3779b9;
  for (let offset = 0; offset < totalBytes; offset += chunkBytes) {
    const chunk = Buffer.allocUnsafe(Math.min(chunkBytes, totalBytes - offset));
    for (let i = 0; i < chunk.length; i += 4) {
      state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
      chunk.writeUInt32LE(state, i);
    }
    yield chunk;
  }
}

function hashOfGenerated(totalBytes: number): string {
  const hash = createHash('sha256');
  for (const chunk of generatedChunks(totalBytes)) hash.update(chunk);
  return hash.digest('hex');
}

async function hashOfStream(stream: Readable): Promise<{ key: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of stream) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { key: hash.digest('hex'), size };
}

/** A stream that delivers some bytes and then fails, as a dropped upload or connection does. */
function failingStream(bytesBeforeFailure: Buffer): Readable {
  return Readable.from(
    (async function* () {
      yield bytesBeforeFailure;
      throw new Error('connection lost');
    })(),
  );
}

/** Behaviour every FileStorage must show; each adapter's test file runs it against itself. */
export function describeFileStorageContract(getStorage: () => FileStorage): void {
  describe('FileStorage contract', { timeout: 30_000 }, () => {
    it('stores a buffer under its SHA-256 and reads it back', async () => {
      const storage = getStorage();
      const content = Buffer.from('%PDF-1.7 an invoice');
      const stored = await storage.put(content);
      expect(stored).toEqual({ key: sha256(content), size: content.length, created: true });
      expect(await storage.getBuffer(stored.key)).toEqual(content);
      expect(await readAll(await storage.get(stored.key))).toEqual(content);
      expect(await storage.head(stored.key)).toEqual({ size: content.length });
      expect(await storage.exists(stored.key)).toBe(true);
    });

    it('stores the same content once, whether it comes as a buffer or a stream', async () => {
      const storage = getStorage();
      const content = Buffer.from('the same receipt, received twice');
      const first = await storage.put(content);
      const again = await storage.put(content);
      const streamed = await storage.put(
        Readable.from([content.subarray(0, 5), content.subarray(5)]),
      );
      expect(first.created).toBe(true);
      expect(again).toEqual({ ...first, created: false });
      expect(streamed).toEqual({ ...first, created: false });
    });

    it('stores many buffers at once, in input order, a repeat and known content created never twice', async () => {
      const storage = getStorage();
      const known = Buffer.from(`already stored ${Date.now()}`);
      await storage.put(known);
      const fresh = Array.from({ length: 40 }, (_, i) => Buffer.from(`batch ${i} ${Date.now()}`));
      const contents = [fresh[0]!, known, ...fresh.slice(1), fresh[0]!];
      const stored = await storage.putMany(contents);
      expect(stored.map((s) => s.key)).toEqual(contents.map(sha256));
      expect(stored.map((s) => s.size)).toEqual(contents.map((c) => c.length));
      expect(stored.map((s) => s.created)).toEqual([
        true,
        false,
        ...fresh.slice(1).map(() => true),
        false,
      ]);
      for (const content of contents)
        expect(await storage.getBuffer(sha256(content))).toEqual(content);
      expect(await storage.putMany([])).toEqual([]);
    });

    it('stores buffers whose key the caller knows under that key, and refuses a malformed one', async () => {
      const storage = getStorage();
      const content = Buffer.from(`keyed ${Date.now()}`);
      const plain = Buffer.from(`plain ${Date.now()}`);
      const stored = await storage.putMany([{ key: sha256(content), content }, plain]);
      expect(stored).toEqual([
        { key: sha256(content), size: content.length, created: true },
        { key: sha256(plain), size: plain.length, created: true },
      ]);
      expect(await storage.getBuffer(sha256(content))).toEqual(content);
      await expect(storage.putMany([{ key: '../escape', content }])).rejects.toThrow(
        InvalidFileKeyError,
      );
    });

    it('stores empty content, as mail attachments sometimes are', async () => {
      const storage = getStorage();
      const empty = Buffer.alloc(0);
      expect(await storage.putStream(Readable.from([]))).toMatchObject({
        key: sha256(empty),
        size: 0,
      });
      expect(await storage.put(empty)).toEqual({ key: sha256(empty), size: 0, created: false });
      expect(await storage.getBuffer(sha256(empty))).toEqual(empty);
    });

    it('streams 25 MB in and out with the hash of the generated bytes', async () => {
      const storage = getStorage();
      const size = 25 * MiB;
      const stored = await storage.putStream(Readable.from(generatedChunks(size)));
      expect(stored).toEqual({ key: hashOfGenerated(size), size, created: true });
      expect(await hashOfStream(await storage.get(stored.key))).toEqual({ key: stored.key, size });
    });

    it('stores nothing under any key when the stream fails half way', async () => {
      const storage = getStorage();
      const partial = Buffer.from('the first half of a document that never fully arrived');
      await expect(storage.putStream(failingStream(partial))).rejects.toThrow('connection lost');
      expect(await storage.exists(sha256(partial))).toBe(false);
    });

    it('refuses content over maxBytes and stores none of it', async () => {
      const storage = getStorage();
      const content = Buffer.alloc(2048, 1);
      await expect(storage.put(content, { maxBytes: 1024 })).rejects.toBeInstanceOf(
        FileTooLargeError,
      );
      await expect(
        storage.putStream(Readable.from([content.subarray(0, 1000), content.subarray(1000)]), {
          maxBytes: 1024,
        }),
      ).rejects.toBeInstanceOf(FileTooLargeError);
      expect(await storage.exists(sha256(content))).toBe(false);
    });

    it('reports a missing key as missing and deletes idempotently', async () => {
      const storage = getStorage();
      const { key } = await storage.put(Buffer.from('to be deleted'));
      await storage.delete(key);
      await storage.delete(key);
      expect(await storage.head(key)).toBeNull();
      expect(await storage.exists(key)).toBe(false);
      await expect(storage.get(key)).rejects.toBeInstanceOf(FileNotFoundError);
      await expect(storage.getBuffer(key)).rejects.toBeInstanceOf(FileNotFoundError);
    });

    it('refuses keys that are not SHA-256 hex digests', async () => {
      const storage = getStorage();
      for (const key of ['../../etc/passwd', 'A'.repeat(64), '']) {
        await expect(storage.get(key)).rejects.toBeInstanceOf(InvalidFileKeyError);
        await expect(storage.delete(key)).rejects.toBeInstanceOf(InvalidFileKeyError);
      }
    });

    it('passes its readiness check', async () => {
      await expect(getStorage().check()).resolves.toBeUndefined();
    });
  });
}
