import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createStorage } from './create-storage';
import type { InstrumentedStorage } from '../metrics/instrumented-storage';
import { DiskStorage } from './disk-storage';
import { S3Storage } from './s3-storage';
import { storageConfigProblems, toStorageConfig, ZStorageEnv } from './storage-config';

function storageEnv(STORAGE: 'disk' | 's3', raw: Record<string, string> = {}) {
  return { STORAGE, ...ZStorageEnv.parse(raw) };
}

describe('storage configuration', () => {
  it('defaults to disk storage in DATA_DIR/files', () => {
    const env = storageEnv('disk');
    expect(storageConfigProblems(env)).toEqual([]);
    expect(toStorageConfig(env, '/srv/papertray')).toEqual({
      kind: 'disk',
      root: '/srv/papertray/files',
    });
  });

  it('reads every S3_* variable', () => {
    const env = storageEnv('s3', {
      S3_BUCKET: 'papertray-files',
      S3_REGION: 'eu-central-1',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: '1',
      S3_PREFIX: 'files/',
    });
    expect(storageConfigProblems(env)).toEqual([]);
    expect(toStorageConfig(env, '/unused')).toEqual({
      kind: 's3',
      bucket: 'papertray-files',
      region: 'eu-central-1',
      endpoint: 'http://127.0.0.1:9000',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: true,
      prefix: 'files/',
    });
  });

  it('names what is missing or inconsistent', () => {
    expect(storageConfigProblems(storageEnv('s3', { S3_ACCESS_KEY_ID: 'id' }))).toEqual([
      'STORAGE=s3 needs S3_BUCKET',
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
    ]);
    expect(ZStorageEnv.safeParse({ S3_ENDPOINT: 'not a url' }).success).toBe(false);
    expect(ZStorageEnv.safeParse({ S3_FORCE_PATH_STYLE: 'yes' }).success).toBe(false);
  });

  it('creates the storage the config names', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'papertray-create-storage-'));
    const disk = await createStorage({ kind: 'disk', root });
    expect((disk as InstrumentedStorage).adapter).toBeInstanceOf(DiskStorage);
    await expect(disk.check()).resolves.toBeUndefined();
    const s3 = await createStorage({ kind: 's3', bucket: 'b', region: 'us-east-1' });
    expect((s3 as InstrumentedStorage).adapter).toBeInstanceOf(S3Storage);
    await s3.close();
    await rm(root, { recursive: true, force: true });
  });
});
