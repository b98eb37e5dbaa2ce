import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeFileStorageContract } from './file-storage.contract';
import { S3Storage, type S3StorageOptions } from './s3-storage';

const BUCKET = 'papertray-test';
const PREFIX = 'files/';

describe('S3Storage against local s3rver (S3-compatible server on loopback)', () => {
  let directory: string;
  let server: S3rver;
  let options: S3StorageOptions;
  let storage: S3Storage;

  beforeAll(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'papertray-s3rver-'));
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory,
      configureBuckets: [{ name: BUCKET, configs: [] }],
    });
    const { port } = await server.run();
    options = {
      bucket: BUCKET,
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      // s3rver's fixed credentials; it checks signatures like S3 does.
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
      prefix: PREFIX,
    };
    storage = new S3Storage(options);
  });

  afterAll(async () => {
    await storage.close();
    await server.close();
    await rm(directory, { recursive: true, force: true });
  });

  describeFileStorageContract(() => storage);

  function rawClient(): S3Client {
    return new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
  }

  async function objectNames(): Promise<string[]> {
    const client = rawClient();
    const { Contents = [] } = await client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
    client.destroy();
    return Contents.map((object) => object.Key ?? '');
  }

  it('names objects <prefix><sha256> and leaves no temp object after streams, failed or not', async () => {
    const { key } = await storage.putStream(Readable.from([Buffer.from('streamed to S3')]));
    const failing = Readable.from(
      (async function* () {
        yield Buffer.alloc(6 * 1024 * 1024, 3);
        throw new Error('client went away');
      })(),
    );
    await expect(storage.putStream(failing)).rejects.toThrow('client went away');

    const names = await objectNames();
    expect(names).toContain(`${PREFIX}${key}`);
    expect(names.filter((name) => name.includes('/tmp/'))).toEqual([]);
  });

  // s3rver writes objects in place, as some S3-compatible servers do: a writer killed mid-PUT
  // leaves the first bytes under the key. The next put of that content must not trust it.
  it.each([
    ['a buffer', (bytes: Buffer) => storage.put(bytes)],
    ['a stream', (bytes: Buffer) => storage.putStream(Readable.from([bytes]))],
  ])('writes %s over a short object a killed writer left under its key', async (_, put) => {
    const bytes = Buffer.from(`whole content ${Math.random()}`.repeat(500));
    const { key } = await storage.put(bytes);
    await storage.delete(key);
    const client = rawClient();
    await client.send(
      new PutObjectCommand({
        Bucket: BUCKET,
        Key: `${PREFIX}${key}`,
        Body: bytes.subarray(0, 100),
      }),
    );
    client.destroy();

    const stored = await put(bytes);
    expect(stored).toMatchObject({ key, size: bytes.length, created: true });
    expect((await storage.getBuffer(key)).equals(bytes)).toBe(true);
  });

  it('fails its readiness check when the bucket does not exist', async () => {
    const missing = new S3Storage({ ...options, bucket: 'no-such-bucket' });
    await expect(missing.check()).rejects.toThrow();
    await missing.close();
  });
});
