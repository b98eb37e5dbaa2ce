import type { Readable } from 'node:stream';

/** What a successful put reports. */
export interface StoredFile {
  /** SHA-256 of the content, lowercase hex: the same bytes always get the same key. */
  key: string;
  size: number;
  /** False when the content was already stored, so nothing was written. */
  created: boolean;
}

export interface PutOptions {
  /** Refuse (and store nothing) once the content grows past this many bytes. */
  maxBytes?: number;
}

/**
 * Content for putMany: a buffer, or a buffer with its key when the caller has hashed it already
 * (a parser that streamed it through SHA-256), so the same bytes are not hashed twice. The key
 * must be the content's SHA-256 (lowercase hex): storage takes it on trust.
 */
export type PutManyItem = Buffer | { key: string; content: Buffer };

/**
 * Content-addressed file storage for originals, raw mails and derived files. A key only ever
 * names complete content: writes land under a temporary name first and appear under their key
 * in one atomic step, so a crash mid-write never leaves a half file behind a key.
 */
export interface FileStorage {
  /** Stores a buffer or a stream; streams go through `putStream`. */
  put(content: Buffer | Readable, options?: PutOptions): Promise<StoredFile>;
  /**
   * Stores several buffers with the same guarantee as `put` for each (durable once it resolves),
   * but cheaper per file: one flush pass for all of them instead of one round per file. Results
   * are in input order; a repeated buffer is stored once and reported `created` once.
   */
  putMany(contents: readonly PutManyItem[]): Promise<StoredFile[]>;
  /** Stores a stream of any size with bounded memory, hashing it on the way through. */
  putStream(source: Readable, options?: PutOptions): Promise<StoredFile>;
  /** Rejects with FileNotFoundError before any byte is read when the key is not stored. */
  get(key: string): Promise<Readable>;
  getBuffer(key: string): Promise<Buffer>;
  head(key: string): Promise<{ size: number } | null>;
  exists(key: string): Promise<boolean>;
  /** Removing a key that is not stored is not an error, so deletes can be retried. */
  delete(key: string): Promise<void>;
  /** Throws when the storage cannot be written to (for `/api/ready`). */
  check(): Promise<void>;
  close(): Promise<void>;
}

export class FileNotFoundError extends Error {
  override readonly name = 'FileNotFoundError';
  constructor(readonly key: string) {
    super(`No stored file has the key ${key}`);
  }
}

export class FileTooLargeError extends Error {
  override readonly name = 'FileTooLargeError';
  constructor(readonly maxBytes: number) {
    super(`The file is larger than ${maxBytes} bytes`);
  }
}

/** The file store did not answer (S3 5xx after retries, connection refused): try again later. */
export class StorageUnavailableError extends Error {
  override readonly name = 'StorageUnavailableError';
  constructor(detail: string, options?: { cause?: unknown }) {
    super(`The file store is not available (${detail}). Try again later.`, options);
  }
}

/**
 * The file store has no room left (ENOSPC, or EDQUOT for a quota): nothing was stored, and the
 * same write succeeds once an operator frees space or grows the volume.
 */
export class StorageFullError extends Error {
  override readonly name = 'StorageFullError';
  constructor(options?: { cause?: unknown }) {
    super(
      'The file store is full: nothing new can be stored until space is freed. Please try again later.',
      options,
    );
  }
}

export class InvalidFileKeyError extends Error {
  override readonly name = 'InvalidFileKeyError';
  constructor(key: string) {
    super(`Not a file key (64 lowercase hex characters): ${JSON.stringify(key.slice(0, 80))}`);
  }
}
