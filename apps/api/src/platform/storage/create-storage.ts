import { instrumentStorage } from '../metrics/instrumented-storage';
import { DiskStorage } from './disk-storage';
import type { FileStorage } from './file-storage';
import { S3Storage } from './s3-storage';
import type { StorageConfig } from './storage-config';

/**
 * The one place that knows which storage is in use (`STORAGE=disk|s3`); either way its failures
 * are counted for /api/metrics.
 */
export async function createStorage(config: StorageConfig): Promise<FileStorage> {
  if (config.kind === 'disk') return instrumentStorage(await DiskStorage.open(config.root));
  const { kind: _kind, ...options } = config;
  return instrumentStorage(new S3Storage(options));
}
