import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StorageFullError, StorageUnavailableError } from './file-storage';
import { S3Storage } from './s3-storage';

const BUCKET = 'papertray-faults';
const INTERNAL_ERROR = `<?xml version="1.0" encoding="UTF-8"?><Error><Code>InternalError</Code><Message>We encountered an internal error. Please try again.</Message></Error>`;
const STORAGE_FULL = `<?xml version="1.0" encoding="UTF-8"?><Error><Code>XMinioStorageFull</Code><Message>Storage backend has reached its minimum free drive threshold. Please delete a few objects to proceed.</Message></Error>`;

/**
 * An HTTP proxy in front of s3rver that answers 500 InternalError (as S3 does under trouble), or
 * 507 XMinioStorageFull (as MinIO does when its drives are full), to the next `failures`
 * requests, then passes requests through untouched.
 */
async function failingProxy(target: number) {
  let failures = 0;
  let failed = 0;
  let answer = { status: 500, body: INTERNAL_ERROR };
  const server: Server = createServer((req, res) => {
    // A full store still answers reads and existence checks; it refuses what would take space.
    if (failures > 0 && (answer.status !== 507 || req.method === 'PUT')) {
      failures--;
      failed++;
      req.resume();
      res.writeHead(answer.status, { 'content-type': 'application/xml' }).end(answer.body);
      return;
    }
    const upstream = request(
      { host: '127.0.0.1', port: target, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no proxy port');
  return {
    port: address.port,
    failNext(count: number, full = false) {
      failures = count;
      answer = full ? { status: 507, body: STORAGE_FULL } : { status: 500, body: INTERNAL_ERROR };
    },
    get failed() {
      return failed;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('S3Storage when S3 answers 500s (s3rver behind a failing proxy)', () => {
  let directory: string;
  let s3: S3rver;
  let proxy: Awaited<ReturnType<typeof failingProxy>>;
  let storage: S3Storage;

  beforeAll(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'papertray-s3-faults-'));
    s3 = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory,
      configureBuckets: [{ name: BUCKET, configs: [] }],
    });
    const { port } = await s3.run();
    proxy = await failingProxy(port);
    storage = new S3Storage({
      bucket: BUCKET,
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${proxy.port}`,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    });
  });
  afterAll(async () => {
    await storage?.close();
    await proxy?.close();
    await s3?.close();
    await rm(directory, { recursive: true, force: true });
  });

  it('rides out a short burst of 500s: the write and the read succeed, bytes intact', async () => {
    const content = randomBytes(64 * 1024);
    proxy.failNext(2);
    const stored = await storage.put(content);
    expect(proxy.failed).toBe(2);
    expect(stored.key).toBe(createHash('sha256').update(content).digest('hex'));
    proxy.failNext(1);
    expect(Buffer.compare(await storage.getBuffer(stored.key), content)).toBe(0);
  });

  it('fails a write clearly when S3 keeps failing, stores nothing, and works once S3 recovers', async () => {
    const content = randomBytes(32 * 1024);
    const key = createHash('sha256').update(content).digest('hex');
    proxy.failNext(50);
    const failure = storage.put(content);
    await expect(failure).rejects.toBeInstanceOf(StorageUnavailableError);
    await expect(failure).rejects.toThrow(
      /^The file store is not available \(HeadObjectCommand: HTTP 500\)\. Try again later\.$/,
    );
    proxy.failNext(0);
    expect(await storage.exists(key)).toBe(false);
    const stored = await storage.put(content);
    expect(stored).toMatchObject({ key, created: true });
    expect(Buffer.compare(await storage.getBuffer(key), content)).toBe(0);
  });

  it('fails a write with StorageFullError when the store answers 507, and works once it has room', async () => {
    const content = randomBytes(16 * 1024);
    const key = createHash('sha256').update(content).digest('hex');
    proxy.failNext(5, true);
    const failure = storage.put(content);
    await expect(failure).rejects.toBeInstanceOf(StorageFullError);
    await expect(failure).rejects.toThrow(/^The file store is full/);
    proxy.failNext(0);
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.put(content)).toMatchObject({ key, created: true });
  });
});
