import path from 'node:path';
import { z } from 'zod';
import type { S3StorageOptions } from './s3-storage';

const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

/** The S3_* environment variables; config.ts merges this shape into its own. */
export const ZStorageEnv = z.object({
  S3_BUCKET: optionalString,
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ENDPOINT: optionalString.pipe(z.url('S3_ENDPOINT must be an absolute URL').optional()),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
  S3_PREFIX: optionalString,
});

type StorageEnv = z.infer<typeof ZStorageEnv> & { STORAGE: 'disk' | 's3' };

export type StorageConfig = { kind: 'disk'; root: string } | ({ kind: 's3' } & S3StorageOptions);

/** Settings that parse one by one but do not work together; empty when all is well. */
export function storageConfigProblems(env: StorageEnv): string[] {
  const problems: string[] = [];
  if (env.STORAGE === 's3' && !env.S3_BUCKET) problems.push('STORAGE=s3 needs S3_BUCKET');
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  }
  return problems;
}

/** Disk storage lives in DATA_DIR/files; call storageConfigProblems first. */
export function toStorageConfig(env: StorageEnv, dataDir: string): StorageConfig {
  if (env.STORAGE === 'disk') return { kind: 'disk', root: path.join(dataDir, 'files') };
  if (!env.S3_BUCKET) throw new Error('STORAGE=s3 needs S3_BUCKET');
  return {
    kind: 's3',
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    prefix: env.S3_PREFIX,
  };
}
