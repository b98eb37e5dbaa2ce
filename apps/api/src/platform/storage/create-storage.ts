import { instrumentStorage } from '../metrics/instrumented-storage';
import { DiskStorage } from './disk-storage';
import type { FileStorage } from './file-storage';
import type { StorageConfig } from './storage-config';

/**
 * The one place that knows which storage is in use (`STORAGE=disk|s3`); either way its failures
 * are counted for /api/metrics. The S3 client (the AWS SDK) is loaded only when S3 is in use: a
 * disk deployment does not keep it in memory.
 */
export async function createStorage(config: StorageConfig): Promise<FileStorage> {
  if (config.kind === 'disk') return instrumentStorage(await DiskStorage.open(config.root));
  const { kind: _kind, ...options } = config;
  const { S3Storage } = await import('./s3-storage');
  return instrumentStorage(new S3Storage(options));
}
