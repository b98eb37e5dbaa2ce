import { randomUUID } from 'node:crypto';
import { pipeline, Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import {
  assertContentKey,
  assertWithinLimit,
  ContentHasher,
  contentKeyOf,
  keyedContent,
} from './content-hash';
import {
  FileNotFoundError,
  type FileStorage,
  type PutManyItem,
  type PutOptions,
  type StoredFile,
  StorageFullError,
  StorageUnavailableError,
} from './file-storage';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** For S3-compatible services (MinIO, R2, ...); omit for AWS. */
  endpoint?: string;
  /** Omit both to use the SDK's default chain (environment, instance or task role). */
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle?: boolean;
  /** Prepended to every object name, e.g. `papertray/`. */
  prefix?: string;
}

/** 5 MiB is S3's smallest part; two in flight bound a stream's memory to about 10 MiB. */
const PART_SIZE = 5 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;
const PUTS_IN_FLIGHT = 8;

function isNotFound(error: unknown): boolean {
  return error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404;
}

/**
 * Objects named `<prefix><sha256>` in one bucket. A stream's key is known only once it has been
 * read, so it is uploaded (multipart when large) under `<prefix>tmp/<uuid>` and then copied to its
 * key: an object appears under a key complete or not at all. Objects left under `tmp/` by a
 * crashed process are best expired by a bucket lifecycle rule (e.g. after one day).
 */
export class S3Storage implements FileStorage {
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;

  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.prefix = options.prefix ? options.prefix.replace(/\/*$/, '/') : '';
    this.client = new S3Client({
      region: options.region,
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      forcePathStyle: options.forcePathStyle ?? false,
      ...(options.accessKeyId && options.secretAccessKey
        ? {
            credentials: {
              accessKeyId: options.accessKeyId,
              secretAccessKey: options.secretAccessKey,
            },
          }
        : {}),
    });
    // After the SDK's own retries: a 5xx or a dead connection becomes one clear error (507: full).
    this.client.middlewareStack.add(
      (next, context) => async (args) => {
        try {
          return await next(args);
        } catch (error) {
          throw unavailable(error, context.commandName ?? 'S3') ?? error;
        }
      },
      { step: 'initialize', name: 'papertrayStorageUnavailable' },
    );
  }

  async put(content: Buffer | Readable, options: PutOptions = {}): Promise<StoredFile> {
    if (!Buffer.isBuffer(content)) return this.putStream(content, options);
    assertWithinLimit(content.length, options.maxBytes);
    return this.putKeyed(contentKeyOf(content), content);
  }

  /** A buffer whose SHA-256 is known: one PUT straight to its key (atomic in S3). */
  private async putKeyed(key: string, content: Buffer): Promise<StoredFile> {
    const digest = Buffer.from(key, 'hex');
    if (await this.holdsWhole(key, content.length))
      return { key, size: content.length, created: false };
    // A single PUT is atomic, so a buffer can go straight to its key; the checksum lets S3
    // refuse bytes damaged on the way.
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: this.objectName(key),
        Body: content,
        ChecksumSHA256: digest.toString('base64'),
      }),
    );
    return { key, size: content.length, created: true };
  }

  /** S3 has no flush to share between objects: a few PUTs in flight hide the round trips. */
  async putMany(items: readonly PutManyItem[]): Promise<StoredFile[]> {
    const seen = new Set<string>();
    const results: StoredFile[] = [];
    for (let i = 0; i < items.length; i += PUTS_IN_FLIGHT) {
      const slice = items.slice(i, i + PUTS_IN_FLIGHT).map(keyedContent);
      const stored = await Promise.all(
        slice.map(({ key, content }) => {
          // A repeat of a buffer in this call is the same object: stored once, created once.
          if (seen.has(key)) return { key, size: content.length, created: false };
          seen.add(key);
          return this.putKeyed(key, content);
        }),
      );
      results.push(...stored);
    }
    return results;
  }

  async putStream(source: Readable, options: PutOptions = {}): Promise<StoredFile> {
    const hasher = new ContentHasher(options.maxBytes);
    // Callback form so a failing source also fails the body the upload is reading.
    const body = pipeline(source, hasher, () => {});
    const tempName = `${this.prefix}tmp/${randomUUID()}`;
    try {
      await new Upload({
        client: this.client,
        params: { Bucket: this.bucket, Key: tempName, Body: body },
        partSize: PART_SIZE,
        queueSize: PARTS_IN_FLIGHT,
      }).done();
      const { key, size } = hasher.result();
      if (await this.holdsWhole(key, size)) return { key, size, created: false };
      await this.client.send(
        new CopyObjectCommand({
          Bucket: this.bucket,
          Key: this.objectName(key),
          CopySource: `${this.bucket}/${tempName}`,
        }),
      );
      return { key, size, created: true };
    } finally {
      // A leftover temp object costs only space (and the lifecycle rule removes it), so failing
      // to delete it must not turn a stored file into an error or hide the upload's own error.
      await this.deleteObject(tempName).catch(() => {});
    }
  }

  async get(key: string): Promise<Readable> {
    try {
      const { Body } = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: this.objectName(key) }),
      );
      if (!(Body instanceof Readable)) throw new Error('The S3 client returned no Node.js stream');
      return Body;
    } catch (error) {
      throw isNotFound(error) ? new FileNotFoundError(key) : error;
    }
  }

  async getBuffer(key: string): Promise<Buffer> {
    const chunks: Buffer[] = [];
    for await (const chunk of await this.get(key)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async head(key: string): Promise<{ size: number } | null> {
    try {
      const { ContentLength } = await this.client.send(
        new HeadObjectCommand({ Bucket: this.bucket, Key: this.objectName(key) }),
      );
      return { size: ContentLength ?? 0 };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    return (await this.head(key)) !== null;
  }

  /**
   * Whether the object under a content key is there and of the content's size. S3 never shows a
   * partial object, but some S3-compatible servers write in place: a writer killed mid-PUT leaves
   * a short object under the key, and taking it for the file would make every later copy point at
   * damaged bytes. The size is the one cue a HEAD gives everywhere, so a short object is written over.
   */
  private async holdsWhole(key: string, size: number): Promise<boolean> {
    return (await this.head(key))?.size === size;
  }

  async delete(key: string): Promise<void> {
    await this.deleteObject(this.objectName(key));
  }

  async check(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }

  async close(): Promise<void> {
    this.client.destroy();
  }

  private objectName(key: string): string {
    assertContentKey(key);
    return `${this.prefix}${key}`;
  }

  /** S3 deletes are idempotent: deleting a missing object succeeds. */
  private async deleteObject(name: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: name }));
  }
}

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND']);

/**
 * A StorageFullError for a store out of space (HTTP 507 Insufficient Storage, as MinIO answers
 * with `XMinioStorageFull`), a StorageUnavailableError for other S3 server errors and network
 * failures; null for the rest.
 */
function unavailable(
  error: unknown,
  command: string,
): StorageFullError | StorageUnavailableError | null {
  const failure = error as {
    $metadata?: { httpStatusCode?: number };
    code?: string;
    name?: string;
  };
  const status = failure.$metadata?.httpStatusCode;
  if (status === 507) return new StorageFullError({ cause: error });
  if (status !== undefined && status >= 500)
    return new StorageUnavailableError(`${command}: HTTP ${status}`, { cause: error });
  if (failure.code && NETWORK_CODES.has(failure.code))
    return new StorageUnavailableError(`${command}: ${failure.code}`, { cause: error });
  return null;
}
