import { createHash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { FileTooLargeError, InvalidFileKeyError, type PutManyItem } from './file-storage';

export const CONTENT_KEY = /^[0-9a-f]{64}$/;

/** Keys reach file paths and object names, so anything but a SHA-256 hex digest is refused. */
export function assertContentKey(key: string): void {
  if (!CONTENT_KEY.test(key)) throw new InvalidFileKeyError(key);
}

export function contentKeyOf(content: Buffer): string {
  return createHash('sha256').update(content).digest('hex');
}

/** Key and bytes of a putMany item; a known key is checked for form, not recomputed. */
export function keyedContent(item: PutManyItem): { key: string; content: Buffer } {
  if (Buffer.isBuffer(item)) return { key: contentKeyOf(item), content: item };
  assertContentKey(item.key);
  return item;
}

export function assertWithinLimit(size: number, maxBytes: number | undefined): void {
  if (maxBytes !== undefined && size > maxBytes) throw new FileTooLargeError(maxBytes);
}

/**
 * Passes bytes through unchanged while hashing and counting them, so a stream is read once and
 * never held in memory whole. Fails the stream as soon as it outgrows `maxBytes`.
 */
export class ContentHasher extends Transform {
  readonly #hash = createHash('sha256');
  #size = 0;
  #key: string | undefined;

  constructor(private readonly maxBytes?: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.#size += chunk.length;
    if (this.maxBytes !== undefined && this.#size > this.maxBytes) {
      callback(new FileTooLargeError(this.maxBytes));
      return;
    }
    this.#hash.update(chunk);
    callback(null, chunk);
  }

  override _flush(callback: TransformCallback) {
    this.#key = this.#hash.digest('hex');
    callback();
  }

  /** Key and size of everything that passed through; only valid once the stream has ended. */
  result(): { key: string; size: number } {
    if (this.#key === undefined)
      throw new Error('The content hash is read before the stream ended');
    return { key: this.#key, size: this.#size };
  }
}
